import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  newSchedulerSchema,
  SCHEDULER_STATUSES,
  type Scheduler,
  type SchedulerPatch,
} from "../../../shared/contracts/management";
import { Dialog } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast-store";
import { DialogActions } from "./dialog-actions";
import { showFieldFailure } from "./failures";
import { StatusField } from "./status-field";
import { useSaveFields } from "./use-save-field";

export function EditSchedulerDialog({ scheduler, onClose }: { scheduler: Scheduler; onClose: () => void }) {
  const save = useSaveFields("schedulers");
  const form = useForm({
    resolver: zodResolver(newSchedulerSchema),
    defaultValues: { name: scheduler.name, status: scheduler.status },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const changes: SchedulerPatch[] = [];
    if (values.name !== scheduler.name) changes.push({ name: values.name });
    if (values.status !== scheduler.status) changes.push({ status: values.status });
    const failure = await save(scheduler.id, changes);
    if (failure) {
      showFieldFailure(form.setError, failure, ["name", "status"]);
      return;
    }
    if (changes.length > 0) toast({ title: "Scheduler Updated", description: `${values.name} was saved.` });
    onClose();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit Scheduler"
      description={scheduler.name}
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TextField
          id="edit-scheduler-name"
          label="Name"
          error={errors.name?.message}
          {...form.register("name")}
        />
        <StatusField
          control={form.control}
          id="edit-scheduler-status"
          statuses={SCHEDULER_STATUSES}
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
