import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { newSchedulerSchema, SCHEDULER_STATUSES } from "../../../shared/contracts/management";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast-store";
import { useCreate } from "./api";
import { DialogActions } from "./dialog-actions";
import { showFieldFailure, toastFailure } from "./failures";
import { StatusField } from "./status-field";

const EMPTY = { name: "", status: "Ready" } as const;

export function AddSchedulerDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreate("schedulers");
  const form = useForm({ resolver: zodResolver(newSchedulerSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    setOpen(false);
    form.reset(EMPTY);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast({ title: "Scheduler Created", description: `${values.name} is ready to be connected.` });
      close();
    } catch (error) {
      const failure = toastFailure(error, "Failed to create scheduler");
      showFieldFailure(form.setError, failure, ["name", "status"]);
    }
  });

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus />
        Add Scheduler
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title="Add Scheduler"
        description="A scheduler works a campaign's prospect list."
      >
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <TextField
            id="new-scheduler-name"
            label="Name"
            autoComplete="off"
            error={errors.name?.message}
            {...form.register("name")}
          />
          <StatusField
            control={form.control}
            id="new-scheduler-status"
            statuses={SCHEDULER_STATUSES}
            error={errors.status?.message}
          />
          <DialogActions
            onCancel={close}
            submitLabel="Add Scheduler"
            pendingLabel="Adding..."
            pending={isSubmitting}
          />
        </form>
      </Dialog>
    </>
  );
}
