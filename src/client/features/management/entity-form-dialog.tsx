import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { DialogActions } from "../../components/ui/dialog-actions";
import { toast } from "../../components/ui/toast-store";
import { clearDraft, readDraft, useDraftForgottenOnLeaving, writeDraft } from "../../lib/form-draft";
import { type PatchOf, type RowOf, useCreate } from "./api";
import type { EntityConfig, FormValuesOf, ManagedResource } from "./entity-config";
import { EntityFormField } from "./entity-form-field";
import { showFieldFailure, toastFailure } from "./failures";
import { NOUNS } from "./labels";
import { useSaveFields } from "./use-save-field";

/** The form's values by body property; the entity's schema checks them. */
type Values = Record<string, unknown>;

interface EntityFormDialogProps<R extends ManagedResource> {
  entity: EntityConfig<R>;
  /** The row to edit; without one the dialog adds a row. */
  row?: RowOf<R>;
  onClose: () => void;
}

/**
 * An entity's add or edit dialog, its inputs from the entity's field list. A failed save keeps the
 * dialog open with what was typed, the message under the field the server named. Editing sends one
 * PATCH per changed field, in order.
 */
export function EntityFormDialog<R extends ManagedResource>({
  entity,
  row,
  onClose: close,
}: EntityFormDialogProps<R>) {
  const noun = NOUNS[entity.resource];
  // What is typed is kept in this tab until saved or cancelled (a session that ends mid-edit loses nothing).
  const draftKey = `${entity.resource}:${row ? row.id : "new"}`;
  const onClose = () => {
    clearDraft(draftKey);
    close();
  };
  const create = useCreate(entity.resource);
  const save = useSaveFields(entity.resource);
  const fields = entity.fields.filter((field) => !row || !field.addOnly);
  const fieldNames = fields.map((field) => field.name);
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(entity.schema) as unknown as Resolver<Values, unknown, Values>,
    defaultValues: readDraft<Values>(draftKey) ?? (row ? editValues(row, fieldNames) : entity.empty),
  });
  useDraftForgottenOnLeaving(draftKey);
  useEffect(() => {
    const watching = form.watch((values) => writeDraft(draftKey, values));
    return () => watching.unsubscribe();
  }, [form, draftKey]);
  const { errors, isSubmitting } = form.formState;

  async function add(values: Values) {
    try {
      await create.mutateAsync(values as never);
      toast({
        title: `${noun.title} Created`,
        description: entity.createdDescription(values as FormValuesOf<R>),
      });
      onClose();
    } catch (error) {
      showFieldFailure(form.setError, toastFailure(error, `Failed to create ${noun.lower}`), fieldNames);
    }
  }

  async function edit(current: RowOf<R>, values: Values) {
    const before = current as Values;
    // Blank optional fields come out of the schema as undefined; the API clears them with null.
    const changes = fieldNames
      .filter((name) => (values[name] ?? null) !== before[name])
      .map((name) => ({ [name]: values[name] ?? null }) as PatchOf<R>);
    const failure = await save(current.id, changes);
    if (failure) {
      showFieldFailure(form.setError, failure, fieldNames);
      return;
    }
    if (changes.length > 0)
      toast({ title: `${noun.title} Updated`, description: `${values[entity.nameField]} was saved.` });
    onClose();
  }

  const onSubmit = form.handleSubmit((values) => (row ? edit(row, values) : add(values)));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${row ? "Edit" : "Add"} ${noun.title}`}
      description={row ? String(row[entity.nameField]) : entity.addDescription}
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        {fields.map((field) => (
          <EntityFormField
            key={field.name}
            spec={field}
            row={row ?? null}
            id={`${row ? "edit" : "new"}-${entity.idPrefix}-${field.id}`}
            statuses={entity.statuses}
            control={form.control}
            register={form.register(field.name)}
            error={errors[field.name]?.message as string | undefined}
          />
        ))}
        <DialogActions
          onCancel={onClose}
          submitLabel={row ? "Save Changes" : `Add ${noun.title}`}
          pendingLabel={row ? "Saving..." : "Adding..."}
          pending={isSubmitting}
        />
      </form>
    </Dialog>
  );
}

/** The form's starting values for a row: its fields, a missing optional one as "". */
function editValues<R extends ManagedResource>(row: RowOf<R>, names: readonly string[]): Values {
  const values = row as Values;
  return Object.fromEntries(names.map((name) => [name, values[name] ?? ""]));
}

/** A tab's "Add <noun>" button and the add dialog it opens. */
export function AddEntityButton<R extends ManagedResource>({ entity }: { entity: EntityConfig<R> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus />
        {`Add ${NOUNS[entity.resource].title}`}
      </Button>
      {open && <EntityFormDialog entity={entity} onClose={() => setOpen(false)} />}
    </>
  );
}
