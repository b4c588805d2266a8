import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { newPasswordField } from "../../../shared/contracts/common";
import { Dialog } from "../../components/ui/dialog";
import { DialogActions } from "../../components/ui/dialog-actions";
import { formField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast-store";
import { PasswordField } from "../../shared/password-field";
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
  const { isSubmitting } = form.formState;

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
        <PasswordField
          id="login-password"
          label="New login password"
          purpose="new"
          {...formField(form, "loginPassword")}
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
