import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { NEW_PASSWORD_HINT } from "../../../shared/contracts/common";
import { CLIENT_STATUSES, newClientSchema } from "../../../shared/contracts/management";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/form-field";
import { TextareaField } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast-store";
import { useCreate } from "./api";
import { DialogActions } from "./dialog-actions";
import { showFieldFailure, toastFailure } from "./failures";
import { StatusField } from "./status-field";

const EMPTY = {
  companyName: "",
  clientName: "",
  loginEmail: "",
  loginPassword: "",
  assets: "",
  status: "Onboarding",
} as const;

/** "Add Client" creates the company with its campaign, and its client login when both login fields are set. */
export function AddClientDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreate("clients");
  const form = useForm({ resolver: zodResolver(newClientSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    setOpen(false);
    form.reset(EMPTY);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast({
        title: "Client Created",
        description:
          values.loginEmail && !values.loginPassword
            ? `${values.companyName} was added with its campaign. An invitation was mailed to ${values.loginEmail}.`
            : `${values.companyName} was added with its campaign.`,
      });
      close();
    } catch (error) {
      const failure = toastFailure(error, "Failed to create client");
      showFieldFailure(
        form.setError,
        failure,
        ["companyName", "clientName", "loginEmail", "loginPassword", "assets", "status"],
        "loginEmail",
      );
    }
  });

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus />
        Add Client
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title="Add Client"
        description="A client company gets its own campaign."
      >
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <TextField
            id="new-client-company"
            label="Company name"
            autoComplete="off"
            error={errors.companyName?.message}
            {...form.register("companyName")}
          />
          <TextField
            id="new-client-name"
            label="Client name"
            autoComplete="off"
            error={errors.clientName?.message}
            {...form.register("clientName")}
          />
          <TextField
            id="new-client-login-email"
            label="Login email (optional)"
            type="email"
            autoComplete="off"
            error={errors.loginEmail?.message}
            {...form.register("loginEmail")}
          />
          <TextField
            id="new-client-login-password"
            label="Login password (optional)"
            type="password"
            autoComplete="new-password"
            hint={`With a password the client can sign in at once; with only a login email, they get an email invitation to set their own. ${NEW_PASSWORD_HINT}`}
            error={errors.loginPassword?.message}
            {...form.register("loginPassword")}
          />
          <TextareaField
            id="new-client-assets"
            label="Assets (optional)"
            rows={3}
            placeholder="Links to decks, case studies, calendars..."
            error={errors.assets?.message}
            {...form.register("assets")}
          />
          <StatusField
            control={form.control}
            id="new-client-status"
            statuses={CLIENT_STATUSES}
            error={errors.status?.message}
          />
          <DialogActions
            onCancel={close}
            submitLabel="Add Client"
            pendingLabel="Adding..."
            pending={isSubmitting}
          />
        </form>
      </Dialog>
    </>
  );
}
