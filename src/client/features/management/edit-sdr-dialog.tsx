import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  type ManagementSdr,
  newSdrSchema,
  SDR_STATUSES,
  type SdrPatch,
} from "../../../shared/contracts/management";
import { Dialog } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast-store";
import { DialogActions } from "./dialog-actions";
import { showFieldFailure } from "./failures";
import { StatusField } from "./status-field";
import { useSaveFields } from "./use-save-field";

/** Edits every field of an SDR; each changed field is its own PATCH, sent in order. */
export function EditSdrDialog({ sdr, onClose }: { sdr: ManagementSdr; onClose: () => void }) {
  const save = useSaveFields("sdrs");
  const form = useForm({
    resolver: zodResolver(newSdrSchema),
    defaultValues: { name: sdr.name, email: sdr.email, status: sdr.status },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const changes: SdrPatch[] = [];
    if (values.name !== sdr.name) changes.push({ name: values.name });
    if (values.email !== sdr.email) changes.push({ email: values.email });
    if (values.status !== sdr.status) changes.push({ status: values.status });
    const failure = await save(sdr.id, changes);
    if (failure) {
      showFieldFailure(form.setError, failure, ["name", "email", "status"], "email");
      return;
    }
    if (changes.length > 0) toast({ title: "SDR Updated", description: `${values.name} was saved.` });
    onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Edit SDR" description={sdr.name}>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TextField id="edit-sdr-name" label="Name" error={errors.name?.message} {...form.register("name")} />
        <TextField
          id="edit-sdr-email"
          label="Email"
          type="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <StatusField
          control={form.control}
          id="edit-sdr-status"
          statuses={SDR_STATUSES}
          error={errors.status?.message}
        />
        <DialogActions
          onCancel={onClose}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          pending={isSubmitting}
        />
      </form>
    </Dialog>
  );
}
