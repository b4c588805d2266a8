import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard, AuthCardFailure, AuthCardIncompleteLink } from "../../shared/auth-card";
import { homePath } from "../../shared/session";
import { useSignInWithLink } from "./api";
import { SecondFactorStep } from "./second-factor-step";

function SignInAgainButton() {
  return (
    <Button asChild variant="secondary">
      <Link to="/login">Go to Sign In</Link>
    </Button>
  );
}

/**
 * `/sign-in-link?token=...`: the link mailed when a browser the account had not seen gave the right
 * password while the account was being guessed at. It waits for a click, so that a mail scanner that
 * opens links does not spend it (or sign itself in).
 */
export default function SignInLinkPage() {
  usePageTitle("Finish signing in");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const signIn = useSignInWithLink();
  const navigate = useNavigate();

  const result = signIn.data;
  if (result && "message" in result) {
    // The account has a second factor: the link proved the password and the address, not the code.
    return (
      <AuthCard title="Finish signing in" description="One more step: your second factor.">
        <SecondFactorStep
          message={result.message}
          passkey={result.secondFactor === true && result.passkey}
          onStartOver={() => navigate("/login")}
        />
      </AuthCard>
    );
  }
  if (result) return <Navigate to={homePath(result)} replace />;

  if (!token) {
    return (
      <AuthCardIncompleteLink link="Sign-in" mail="sign-in e-mail">
        <SignInAgainButton />
      </AuthCardIncompleteLink>
    );
  }

  if (signIn.isError) {
    return (
      <AuthCardFailure
        title="This link cannot be used"
        message={errorMessage(signIn.error, "Could not sign you in. Please try again.")}
      >
        <SignInAgainButton />
      </AuthCardFailure>
    );
  }

  return (
    <AuthCard
      title="Finish signing in"
      description="This browser will be signed in and remembered, so the password alone will do next time."
    >
      <Button className="w-full" disabled={signIn.isPending} onClick={() => signIn.mutate(token)}>
        {signIn.isPending ? "Signing In..." : "Sign In on This Browser"}
      </Button>
    </AuthCard>
  );
}
