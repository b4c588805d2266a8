import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { NEW_PASSWORD_HINT, newPasswordField } from "../../../shared/contracts/common";
import { Dialog } from "../../components/ui/dialog";
import { DialogActions } from "../../components/ui/dialog-actions";
import { TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast-store";
import { showFieldFailure } from "./failures";
import { useSaveFields } from "./use-save-field";

const passwordSchema = z.object({ loginPassword: newPasswordField });

interface SetLoginPasswordDialogProps {
  resource: "sdrs" | "clients";
  id: string;
  /** Who the login belongs to, for the dialog's description. */
  name: string;
  /** The email the login signs in with; null when a client has none yet. */
  email: string | null;
  onClose: () => void;
}

/** Creates the row's login, or changes its password. Passwords are never shown or read back. */
export function SetLoginPasswordDialog({ resource, id, name, email, onClose }: SetLoginPasswordDialogProps) {
  const save = useSaveFields(resource);
  const form = useForm({ resolver: zodResolver(passwordSchema), defaultValues: { loginPassword: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ loginPassword }) => {
    const failure = await save(id, [{ loginPassword }]);
    if (failure) {
      showFieldFailure(form.setError, failure, ["loginPassword"]);
      return;
    }
    toast({
      title: "Login Password Set",
      description: `${email ?? name} can sign in with the new password.`,
    });
    onClose();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Set Login Password"
      description={
        email
          ? `${name} signs in with ${email}. Anyone signed in with the old password is signed out.`
          : `${name} has no login email yet: add one first.`
      }
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TextField
          id="login-password"
          label="New login password"
          type="password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
          error={errors.loginPassword?.message}
          {...form.register("loginPassword")}
        />
        <DialogActions
          onCancel={onClose}
          submitLabel="Set Password"
          pendingLabel="Saving..."
          pending={isSubmitting}
        />
      </form>
    </Dialog>
  );
}
