import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type SessionUser, updateProfileRequestSchema } from "../../../shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/api";
import { useUpdateProfile } from "./api";

interface Props {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SDRs edit their name, clients their company name; both their email. A failed save keeps the draft. */
export function UpdateProfileDialog({ user, open, onOpenChange }: Props) {
  const nameField = user.type === "sdr" ? "name" : "companyName";
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(updateProfileRequestSchema),
    values: {
      email: user.email,
      [nameField]: user.type === "sdr" ? user.name : (user.companyName ?? ""),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast({ title: "Profile updated", description: "Your changes have been saved." });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to update profile"),
        variant: "destructive",
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Update Profile"
      description="Change how you appear and sign in."
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TextField
          id="profile-name"
          label={user.type === "sdr" ? "Name" : "Company name"}
          autoComplete={user.type === "sdr" ? "name" : "organization"}
          error={errors[nameField]?.message}
          {...form.register(nameField)}
        />
        <TextField
          id="profile-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save Profile"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
