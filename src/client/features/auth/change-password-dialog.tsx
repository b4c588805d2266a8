import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { changePasswordRequestSchema } from "../../../shared/contracts/auth";
import { formField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast-store";
import { PasswordField } from "../../shared/password-field";
import { useChangePassword } from "./api";
import { FormDialog, showFailure } from "./form-dialog";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ChangePasswordDialog({ open, onOpenChange }: Props) {
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      toast({ title: "Password changed", description: "Your other sessions have been signed out." });
      close(false);
    } catch (error) {
      // "newPassword: This password is too easy to guess: ..." goes under the field it names.
      showFailure(form.setError, error, "Failed to change password", ["currentPassword", "newPassword"]);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Change Password"
      description="You stay signed in here; your other sessions are signed out."
      onSubmit={onSubmit}
      submitLabel="Change Password"
      pendingLabel="Changing..."
      pending={change.isPending}
    >
      <PasswordField
        id="current-password"
        label="Current password"
        purpose="current"
        {...formField(form, "currentPassword")}
      />
      <PasswordField
        id="new-password"
        label="New password"
        purpose="new"
        {...formField(form, "newPassword")}
      />
    </FormDialog>
  );
}
