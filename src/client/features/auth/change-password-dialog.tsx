import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { changePasswordRequestSchema } from "../../../shared/contracts/auth";
import { NEW_PASSWORD_HINT } from "../../../shared/contracts/common";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast-store";
import { describeFailure } from "../../lib/api";
import { useChangePassword } from "./api";

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
  const { errors } = form.formState;

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
      const { field, text } = describeFailure(error, "Failed to change password");
      if (field === "currentPassword" || field === "newPassword") {
        form.setError(field, { message: text });
      } else {
        toast({ title: "Error", description: text, variant: "destructive" });
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Change Password"
      description="You stay signed in here; your other sessions are signed out."
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TextField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <TextField
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={NEW_PASSWORD_HINT}
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Changing..." : "Change Password"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
