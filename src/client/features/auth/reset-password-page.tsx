import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { describeFailure } from "../../lib/api";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard, AuthCardIncompleteLink } from "../../shared/auth-card";
import { confirmedPasswordSchema, NewPasswordFields } from "../../shared/new-password-fields";
import { useResetPassword } from "./api";

export default function ResetPasswordPage() {
  usePageTitle("Reset password");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(confirmedPasswordSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      const result = await reset.mutateAsync({ token, newPassword });
      toast({ title: "Password reset", description: result.message });
      await navigate("/login");
    } catch (error) {
      // A refused password ("newPassword: ...") goes under its field; anything else concerns the link.
      const { field, text } = describeFailure(error, "Could not reset the password");
      form.setError(field === "newPassword" ? "newPassword" : "root", { message: text });
    }
  });

  if (!token) {
    return (
      <AuthCardIncompleteLink link="Reset" mail="reset email">
        <Button asChild>
          <Link to="/forgot-password">Request a New Link</Link>
        </Button>
      </AuthCardIncompleteLink>
    );
  }

  return (
    <AuthCard title="Choose a new password" description="You will sign in again afterwards.">
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <NewPasswordFields
          form={form}
          idPrefix="reset"
          label="New password"
          confirmLabel="Confirm new password"
        />
        {errors.root?.message && (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {errors.root.message}{" "}
            <Link to="/forgot-password" className="font-medium underline">
              Request a new link
            </Link>
          </div>
        )}
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? "Saving..." : "Set New Password"}
        </Button>
      </form>
    </AuthCard>
  );
}
