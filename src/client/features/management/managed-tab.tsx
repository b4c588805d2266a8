import { type ReactNode, useState } from "react";
import { ListRows } from "../../components/ui/list-rows";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { type RowOf, useList } from "./api";
import type { EntityConfig, ManagedResource } from "./entity-config";
import { AddEntityButton, EntityFormDialog } from "./entity-form-dialog";
import { ManagedRow } from "./managed-row";
import { SetLoginPasswordDialog } from "./set-login-password-dialog";
import { StatusHeader } from "./status-help";
import { TabCard } from "./tab-card";
import { useArchiveActions } from "./use-archive-actions";
import { useSaveField } from "./use-save-field";

/** A column a tab adds after the entity's text columns, before Status (the SDRs' Role). */
export interface ExtraColumn<R extends ManagedResource> {
  header: string;
  /** The header cell's width (a Tailwind class). */
  width: string;
  cell: (row: RowOf<R>) => ReactNode;
}

interface ManagedTabProps<R extends ManagedResource> {
  entity: EntityConfig<R>;
  extraColumns?: readonly ExtraColumn<R>[];
  /** Items of a live row's menu after the login ones, before Delete. */
  menuItems?: (row: RowOf<R>) => ReactNode;
}

/**
 * One management tab from its entity's config: the list with Show archived, cells that save in place,
 * the row menu (Edit, login and invitation items, Delete) and the add, edit and password dialogs.
 */
export function ManagedTab<R extends ManagedResource>({
  entity,
  extraColumns = [],
  menuItems,
}: ManagedTabProps<R>) {
  const [showArchived, setShowArchived] = useState(false);
  const rows = useList(entity.resource, showArchived);
  const save = useSaveField(entity.resource);
  const archive = useArchiveActions(entity.resource);
  const [editing, setEditing] = useState<RowOf<R> | null>(null);
  const [settingPassword, setSettingPassword] = useState<RowOf<R> | null>(null);
  const { tab, login } = entity;

  return (
    <TabCard
      title={tab.title}
      description={tab.description}
      showArchived={showArchived}
      onShowArchivedChange={setShowArchived}
      action={<AddEntityButton entity={entity} />}
    >
      <Table aria-label={tab.title}>
        <TableHeader>
          <TableRow>
            {entity.columns.map((column) => (
              <TableHead key={column.field}>{column.header}</TableHead>
            ))}
            {extraColumns.map((column) => (
              <TableHead key={column.header} className={column.width}>
                {column.header}
              </TableHead>
            ))}
            <TableHead className="w-40">
              <StatusHeader statuses={entity.statuses} who={entity.statusWho} />
            </TableHead>
            <TableHead className="w-16">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <ListRows
            query={rows}
            colSpan={entity.columns.length + extraColumns.length + 2}
            loadingText={`Loading ${tab.plural}...`}
            emptyText={`No ${tab.plural} yet`}
            errorText={`Could not load ${tab.plural}.`}
          >
            {(list) =>
              list.map((row) => (
                <ManagedRow
                  key={row.id}
                  entity={entity}
                  row={row}
                  extraColumns={extraColumns}
                  save={save}
                  archive={archive}
                  onEdit={() => setEditing(row)}
                  onSetPassword={() => setSettingPassword(row)}
                  menuItems={menuItems}
                />
              ))
            }
          </ListRows>
        </TableBody>
      </Table>
      {archive.confirmDialog}
      {editing && <EntityFormDialog entity={entity} row={editing} onClose={() => setEditing(null)} />}
      {login && settingPassword && (
        <SetLoginPasswordDialog
          resource={login.resource}
          id={settingPassword.id}
          name={String(settingPassword[entity.nameField])}
          email={settingPassword[login.emailField] as string | null}
          onClose={() => setSettingPassword(null)}
        />
      )}
    </TabCard>
  );
}
