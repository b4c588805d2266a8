import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  CLIENT_STATUSES,
  type ClientPatch,
  type ManagementClient,
  newClientSchema,
} from "../../../shared/contracts/management";
import { Dialog } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/form-field";
import { TextareaField } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast-store";
import { DialogActions } from "./dialog-actions";
import { showFieldFailure } from "./failures";
import { StatusField } from "./status-field";
import { useSaveFields } from "./use-save-field";

/** Edits a client's fields (the password has its own dialog); one PATCH per changed field, in order. */
export function EditClientDialog({ client, onClose }: { client: ManagementClient; onClose: () => void }) {
  const save = useSaveFields("clients");
  const form = useForm({
    resolver: zodResolver(newClientSchema),
    defaultValues: {
      companyName: client.companyName,
      clientName: client.clientName,
      loginEmail: client.loginEmail ?? "",
      assets: client.assets ?? "",
      status: client.status,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    // Blank optional fields come out of the schema as undefined; the API clears them with null.
    const loginEmail = values.loginEmail ?? null;
    const assets = values.assets ?? null;
    const changes: ClientPatch[] = [];
    if (values.companyName !== client.companyName) changes.push({ companyName: values.companyName });
    if (values.clientName !== client.clientName) changes.push({ clientName: values.clientName });
    if (loginEmail !== client.loginEmail) changes.push({ loginEmail });
    if (assets !== client.assets) changes.push({ assets });
    if (values.status !== client.status) changes.push({ status: values.status });
    const failure = await save(client.id, changes);
    if (failure) {
      showFieldFailure(
        form.setError,
        failure,
        ["companyName", "clientName", "loginEmail", "assets", "status"],
        "loginEmail",
      );
      return;
    }
    if (changes.length > 0)
      toast({ title: "Client Updated", description: `${values.companyName} was saved.` });
    onClose();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit Client"
      description={client.companyName}
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TextField
          id="edit-client-company"
          label="Company name"
          error={errors.companyName?.message}
          {...form.register("companyName")}
        />
        <TextField
          id="edit-client-name"
          label="Client name"
          error={errors.clientName?.message}
          {...form.register("clientName")}
        />
        <TextField
          id="edit-client-login-email"
          label="Login email (optional)"
          type="email"
          hint={client.hasLogin ? "Changing it changes the email the client signs in with." : undefined}
          error={errors.loginEmail?.message}
          {...form.register("loginEmail")}
        />
        <TextareaField
          id="edit-client-assets"
          label="Assets (optional)"
          rows={3}
          error={errors.assets?.message}
          {...form.register("assets")}
        />
        <StatusField
          control={form.control}
          id="edit-client-status"
          statuses={CLIENT_STATUSES}
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
