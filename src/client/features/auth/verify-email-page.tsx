import { CircleCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard, AuthCardFailure, AuthCardIncompleteLink, AuthCardLoading } from "../../shared/auth-card";
import { homePath, useSession } from "../../shared/session";
import { useVerifyEmail } from "./api";
import { ResendVerificationButton } from "./resend-verification-button";

/** Onward from the page: the signed-in user's home, else the sign-in page. */
function ContinueButton({ variant }: { variant?: "primary" | "secondary" }) {
  const { user } = useSession();
  return (
    <Button asChild variant={variant}>
      <Link to={user ? homePath(user) : "/login"}>{user ? "Go to Dashboard" : "Go to Sign In"}</Link>
    </Button>
  );
}

/** A link that did not work: a signed-in, unconfirmed user can ask for a new one right here. */
function NewLinkActions() {
  const { user, isLoading } = useSession();
  if (isLoading) return null;
  if (!user) {
    return (
      <>
        <p className="text-sm text-slate-600">Sign in to request a new link.</p>
        <ContinueButton />
      </>
    );
  }
  return (
    <>
      {!user.emailVerified && <ResendVerificationButton label="Send a New Link" />}
      <ContinueButton variant={user.emailVerified ? "primary" : "secondary"} />
    </>
  );
}

/** `/verify-email?token=...`: the link mailed to confirm an address, confirmed on load. */
export default function VerifyEmailPage() {
  usePageTitle("Confirm e-mail");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const verify = useVerifyEmail(token);

  if (!token) {
    return (
      <AuthCardIncompleteLink link="Confirmation" mail="confirmation e-mail">
        <div className="grid gap-4">
          <NewLinkActions />
        </div>
      </AuthCardIncompleteLink>
    );
  }

  if (verify.isPending) {
    return <AuthCardLoading title="Confirming your e-mail address..." label="Confirming" />;
  }

  if (verify.isError) {
    return (
      <AuthCardFailure
        title="This link cannot be used"
        message={errorMessage(verify.error, "The address could not be confirmed. Please try again.")}
      >
        <NewLinkActions />
      </AuthCardFailure>
    );
  }

  return (
    <AuthCard title="E-mail confirmed">
      <div className="grid gap-4">
        <div role="status" className="flex items-start gap-3 rounded-lg bg-emerald-50 p-4 text-emerald-900">
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
          <p className="text-sm">{verify.data.message || "Your e-mail address is confirmed."}</p>
        </div>
        <ContinueButton />
      </div>
    </AuthCard>
  );
}
