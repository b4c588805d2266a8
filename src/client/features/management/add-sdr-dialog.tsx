import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { NEW_PASSWORD_HINT } from "../../../shared/contracts/common";
import { newSdrSchema, SDR_STATUSES } from "../../../shared/contracts/management";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast-store";
import { useCreate } from "./api";
import { DialogActions } from "./dialog-actions";
import { showFieldFailure, toastFailure } from "./failures";
import { StatusField } from "./status-field";

const EMPTY = { name: "", email: "", loginPassword: "", status: "Onboarding" } as const;

/** "Add SDR": a failed save keeps the dialog open with what was typed. */
export function AddSdrDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreate("sdrs");
  const form = useForm({ resolver: zodResolver(newSdrSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    setOpen(false);
    form.reset(EMPTY);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast({
        title: "SDR Created",
        description: values.loginPassword
          ? `${values.name} was added to your team and can sign in.`
          : `${values.name} was added to your team. An invitation was mailed to ${values.email}.`,
      });
      close();
    } catch (error) {
      const failure = toastFailure(error, "Failed to create SDR");
      showFieldFailure(form.setError, failure, ["name", "email", "loginPassword", "status"], "email");
    }
  });

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus />
        Add SDR
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title="Add SDR"
        description="Add a team member who runs client campaigns."
      >
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <TextField
            id="new-sdr-name"
            label="Name"
            autoComplete="off"
            error={errors.name?.message}
            {...form.register("name")}
          />
          <TextField
            id="new-sdr-email"
            label="Email"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register("email")}
          />
          <TextField
            id="new-sdr-password"
            label="Login password (optional)"
            type="password"
            autoComplete="new-password"
            hint={`With a password the SDR can sign in right away; without one, they get an email invitation to set their own. ${NEW_PASSWORD_HINT}`}
            error={errors.loginPassword?.message}
            {...form.register("loginPassword")}
          />
          <StatusField
            control={form.control}
            id="new-sdr-status"
            statuses={SDR_STATUSES}
            error={errors.status?.message}
          />
          <DialogActions
            onCancel={close}
            submitLabel="Add SDR"
            pendingLabel="Adding..."
            pending={isSubmitting}
          />
        </form>
      </Dialog>
    </>
  );
}
