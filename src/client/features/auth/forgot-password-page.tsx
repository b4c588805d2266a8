import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { forgotPasswordRequestSchema } from "../../../shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { toastFailure } from "../../components/ui/failure-toast";
import { formField } from "../../components/ui/form-field";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard } from "../../shared/auth-card";
import { EmailField } from "../../shared/email-field";
import { useForgotPassword } from "./api";

export default function ForgotPasswordPage() {
  usePageTitle("Forgot password");
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: "" } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      toastFailure("Error", error, "Could not send the reset link");
    }
  });

  if (forgot.isSuccess) {
    return (
      <AuthCard title="Check your email">
        <div className="grid gap-4">
          <div className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-brand-900">
            <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
            <p className="text-sm">{forgot.data.message} The link works once, for one hour.</p>
          </div>
          <Button asChild variant="secondary">
            <Link to="/login">Back to Sign In</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your account's email and we will send you a reset link."
    >
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <EmailField id="forgot-email" {...formField(form, "email")} />
        <Button type="submit" disabled={forgot.isPending}>
          {forgot.isPending ? "Sending..." : "Send Reset Link"}
        </Button>
        <Link to="/login" className="text-center text-sm text-brand-600 hover:underline">
          Back to Sign In
        </Link>
      </form>
    </AuthCard>
  );
}
