import { zodResolver } from "@hookform/resolvers/zod";
import { Fingerprint, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { secondFactorCodeSchema } from "../../../shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { formField, TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast-store";
import { describeFailure } from "../../lib/api";
import { safeReturnPath } from "../../lib/return-address";
import { displayName, homePath } from "../../shared/session";
import { useSignInSecondFactor, useSignInWithPasskey } from "./api";
import { passkeyFailure } from "./second-factor-dialog";

/**
 * The second step of signing in to an account with a second factor: the password (or a mailed link)
 * was right, and the code from the authenticator app, or a recovery code, finishes the sign-in.
 */
export function SecondFactorStep({
  message,
  passkey,
  onStartOver,
}: {
  message: string;
  /** The account has a passkey: offer it. */
  passkey: boolean;
  onStartOver: () => void;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const finish = useSignInSecondFactor();
  const withPasskey = useSignInWithPasskey();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);

  async function signInWithPasskey() {
    setPasskeyError(null);
    try {
      const user = await withPasskey.mutateAsync();
      toast({ title: "Login successful", description: `Welcome, ${displayName(user)}` });
      await navigate(safeReturnPath(params.get("next")) ?? homePath(user));
    } catch (error) {
      setPasskeyError(passkeyFailure(error, "The passkey was not accepted. Try again, or enter a code."));
    }
  }
  const form = useForm({ resolver: zodResolver(secondFactorCodeSchema), defaultValues: { code: "" } });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const user = await finish.mutateAsync(code);
      toast({ title: "Login successful", description: `Welcome, ${displayName(user)}` });
      await navigate(safeReturnPath(params.get("next")) ?? homePath(user));
    } catch (error) {
      // A wrong code, too many tries, or a sign-in that waited too long: all said under the field.
      form.setError("code", { message: describeFailure(error, "Could not check the code. Try again.").text });
    }
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <p className="flex items-start gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-900">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        {message}
      </p>
      {passkey && (
        <div className="grid gap-2">
          <Button
            type="button"
            variant="secondary"
            onClick={() => void signInWithPasskey()}
            disabled={withPasskey.isPending}
          >
            <Fingerprint aria-hidden />
            {withPasskey.isPending ? "Waiting for the passkey..." : "Use a Passkey"}
          </Button>
          {passkeyError && (
            <p role="alert" className="text-sm text-red-700">
              {passkeyError}
            </p>
          )}
          <p className="text-center text-xs text-slate-500">or enter a code</p>
        </div>
      )}
      <TextField
        id="second-factor-code"
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        autoFocus={!passkey}
        hint="6 digits from the app, or a recovery code such as abcde-12345."
        {...formField(form, "code")}
      />
      <Button type="submit" className="w-full" disabled={finish.isPending}>
        {finish.isPending ? "Checking..." : "Verify and Sign In"}
      </Button>
      <button
        type="button"
        onClick={onStartOver}
        className="text-sm font-medium text-brand-600 hover:underline"
      >
        Start over with your password
      </button>
    </form>
  );
}
