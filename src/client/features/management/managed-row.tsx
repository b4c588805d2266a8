import { KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { DropdownMenuItem } from "../../components/ui/dropdown-menu";
import { TableCell, TableRow } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { RowMenu } from "../../shared/row-menu";
import type { PatchOf, RowOf } from "./api";
import { ArchivedActions } from "./archived-actions";
import type { EntityConfig, ManagedResource, TextColumnSpec } from "./entity-config";
import { InlineTextCell } from "./inline-text-cell";
import { InvitationMenuItems } from "./invitation-menu-items";
import { LoginBadge, type LoginState } from "./login-badge";
import type { ExtraColumn } from "./managed-tab";
import { StatusSelect } from "./status-select";
import type { useArchiveActions } from "./use-archive-actions";

interface ManagedRowProps<R extends ManagedResource> {
  entity: EntityConfig<R>;
  row: RowOf<R>;
  extraColumns: readonly ExtraColumn<R>[];
  save: (id: string, change: PatchOf<R>) => Promise<boolean>;
  archive: ReturnType<typeof useArchiveActions>;
  onEdit: () => void;
  onSetPassword: () => void;
  menuItems?: (row: RowOf<R>) => ReactNode;
}

/** A table row: its text cells and status save in place; an archived row is read-only with Restore. */
export function ManagedRow<R extends ManagedResource>({
  entity,
  row,
  extraColumns,
  save,
  archive,
  onEdit,
  onSetPassword,
  menuItems,
}: ManagedRowProps<R>) {
  const archived = row.archivedAt !== null;
  const name = String(row[entity.nameField]);
  const { login } = entity;
  const saveField = (field: string, value: string) => save(row.id, { [field]: value } as PatchOf<R>);

  function textCell(column: TextColumnSpec<R>) {
    const cell = (
      <InlineTextCell
        type={column.type}
        value={(row[column.field] as string | null) ?? ""}
        label={`${column.label} for ${name}`}
        className={column.width}
        placeholder={column.placeholder}
        disabled={archived}
        onSave={(value) => saveField(column.field, value)}
      />
    );
    if (!column.box) return cell;
    return (
      <div className={column.box}>
        {cell}
        {login && column.loginBadge && <LoginBadge row={row as LoginState} subject={login.subject} />}
      </div>
    );
  }

  return (
    <TableRow className={cn(archived && "bg-slate-50/80")}>
      {entity.columns.map((column) => (
        <TableCell key={column.field}>{textCell(column)}</TableCell>
      ))}
      {extraColumns.map((column) => (
        <TableCell key={column.header}>{column.cell(row)}</TableCell>
      ))}
      <TableCell>
        <StatusSelect
          value={row.status}
          statuses={entity.statuses}
          label={`Status for ${name}`}
          disabled={archived}
          onSave={(status) => saveField("status", status)}
        />
      </TableCell>
      <TableCell className="text-right">
        {archived ? (
          <ArchivedActions
            name={name}
            pending={archive.restoringId === row.id}
            onRestore={() => void archive.restore(row.id, name)}
          />
        ) : (
          <RowMenu name={name} onEdit={onEdit} onDelete={() => archive.askDelete({ id: row.id, name })}>
            {login && (
              <>
                <DropdownMenuItem onSelect={onSetPassword}>
                  <KeyRound />
                  Set Login Password
                </DropdownMenuItem>
                <InvitationMenuItems
                  resource={login.resource}
                  row={row as LoginState & { id: string }}
                  email={row[login.emailField] as string | null}
                />
              </>
            )}
            {menuItems?.(row)}
          </RowMenu>
        )}
      </TableCell>
    </TableRow>
  );
}
