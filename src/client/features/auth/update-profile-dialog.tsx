import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { type SessionUser, updateProfileRequestSchema } from "../../../shared/contracts/auth";
import { formField, TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast-store";
import { EmailField } from "../../shared/email-field";
import { PasswordField } from "../../shared/password-field";
import { useUpdateProfile } from "./api";
import { FormDialog, showFailure } from "./form-dialog";

/** The current password is only read (and sent) when the e-mail changes. */
const profileFormSchema = updateProfileRequestSchema.extend({ currentPassword: z.string() });

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

interface Props {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * SDRs edit their name, clients their company name; both their email, which takes the current password.
 * A failed save keeps the draft.
 */
export function UpdateProfileDialog({ user, open, onOpenChange }: Props) {
  const nameField = user.type === "sdr" ? "name" : "companyName";
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    values: {
      email: user.email,
      currentPassword: "",
      [nameField]: user.type === "sdr" ? user.name : (user.companyName ?? ""),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const emailChanged = !sameEmail(form.watch("email"), user.email);

  const close = (next: boolean) => {
    // A typed password is never kept for later.
    if (!next) form.resetField("currentPassword");
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(async ({ currentPassword, ...values }) => {
    const changesEmail = !sameEmail(values.email, user.email);
    if (changesEmail && !currentPassword) {
      form.setError("currentPassword", { message: "Enter your current password to change your email" });
      return;
    }
    try {
      const updated = await update.mutateAsync(changesEmail ? { ...values, currentPassword } : values);
      toast({
        title: "Profile updated",
        description:
          changesEmail && !updated.emailVerified
            ? `Your changes have been saved. Confirm ${updated.email} with the link we sent to it.`
            : "Your changes have been saved.",
      });
      close(false);
    } catch (error) {
      // "currentPassword: ..." (missing or wrong) and other named fields go under their field.
      showFailure(form.setError, error, "Failed to update profile", ["currentPassword", "email", nameField]);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Update Profile"
      description="Change how you appear and sign in."
      onSubmit={onSubmit}
      submitLabel="Save Profile"
      pendingLabel="Saving..."
      pending={update.isPending}
    >
      <TextField
        id="profile-name"
        label={user.type === "sdr" ? "Name" : "Company name"}
        autoComplete={user.type === "sdr" ? "name" : "organization"}
        {...formField(form, nameField)}
      />
      <EmailField id="profile-email" {...formField(form, "email")} />
      {emailChanged && (
        <PasswordField
          id="profile-current-password"
          label="Current password"
          purpose="current"
          hint="Needed to change the email you sign in with."
          {...formField(form, "currentPassword")}
        />
      )}
    </FormDialog>
  );
}
