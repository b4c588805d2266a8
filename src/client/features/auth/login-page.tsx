import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Clock, Mail } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { loginRequestSchema, registerRequestSchema, type UserType } from "../../../shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { toastFailure } from "../../components/ui/failure-toast";
import { formField, TextField } from "../../components/ui/form-field";
import { FullPageSpinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/toast-store";
import { describeFailure } from "../../lib/api";
import { safeReturnPath } from "../../lib/return-address";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard } from "../../shared/auth-card";
import { EmailField } from "../../shared/email-field";
import { PasswordField } from "../../shared/password-field";
import { publicConfigQuery } from "../../shared/public-config";
import { displayName, homePath, useSession } from "../../shared/session";
import { AlreadyLoggedIn } from "./already-logged-in";
import { useSignIn } from "./api";
import { SecondFactorStep } from "./second-factor-step";

type Mode = "login" | "register";

/** Sign-in reads the same fields as registration; only registration shows (and sends) the setup code. */
const signInSchema = loginRequestSchema.extend({ setupCode: registerRequestSchema.shape.setupCode });

const SUBMIT_LABELS: Record<Mode, Record<UserType, string>> = {
  login: { client: "Sign In as Client", sdr: "Sign In as SDR" },
  register: { client: "Create Client Account", sdr: "Create SDR Account" },
};

function SignInForm({
  userType,
  mode,
  onToggleMode,
}: {
  userType: UserType;
  mode: Mode;
  onToggleMode: () => void;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn(mode);
  // Sign-in held this browser back while the account is being guessed at: a link may be on its way.
  const [mailedLink, setMailedLink] = useState<string | null>(null);
  // The password was right and the account has a second factor: its code is asked next.
  const [codeAsked, setCodeAsked] = useState<{ message: string; passkey: boolean } | null>(null);
  const form = useForm({
    resolver: zodResolver(mode === "login" ? signInSchema : registerRequestSchema),
    defaultValues: { email: "", password: "", userType },
  });
  // The first SDR of an instance registers with the setup code printed at start-up.
  const { data: config } = useQuery({
    ...publicConfigQuery,
    staleTime: 0,
    enabled: mode === "register" && userType === "sdr",
  });
  const needsSetupCode = mode === "register" && userType === "sdr" && config?.sdrSetupCodeRequired === true;

  const onSubmit = form.handleSubmit(async (values) => {
    if (needsSetupCode && !values.setupCode?.trim()) {
      form.setError("setupCode", { message: "Setup code is required" });
      return;
    }
    try {
      const result = await signIn.mutateAsync(values);
      if ("message" in result) {
        if (result.secondFactor) setCodeAsked({ message: result.message, passkey: result.passkey });
        else setMailedLink(result.message);
        return;
      }
      const user = result;
      toast({
        title: mode === "login" ? "Login successful" : "Registration successful",
        description: `Welcome, ${displayName(user)}`,
      });
      // Back where the user was when asked to sign in (only an address of this app), else home.
      await navigate(safeReturnPath(params.get("next")) ?? homePath(user));
    } catch (error) {
      if (mode === "login") {
        toastFailure("Login failed", error, "Invalid credentials. Please check your email and password.");
        return;
      }
      // A refused password ("password: This password is too easy to guess: ...") also stays under its field.
      const { field, text } = describeFailure(error, "Registration failed. Please try again.");
      if (field === "email" || field === "password" || field === "setupCode")
        form.setError(field, { message: text });
      toast({ title: "Registration failed", description: text, variant: "destructive" });
    }
  });

  const busyLabel = mode === "login" ? "Signing In..." : "Creating Account...";
  if (codeAsked) {
    return (
      <SecondFactorStep
        message={codeAsked.message}
        passkey={codeAsked.passkey}
        onStartOver={() => {
          setCodeAsked(null);
          form.reset({ email: form.getValues("email"), password: "", userType });
        }}
      />
    );
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <EmailField id={`${userType}-email`} {...formField(form, "email")} />
      <PasswordField
        id={`${userType}-password`}
        label="Password"
        purpose={mode === "login" ? "current" : "new"}
        {...formField(form, "password")}
      />
      {needsSetupCode && (
        <TextField
          id="sdr-setup-code"
          label="Setup code"
          autoComplete="off"
          spellCheck={false}
          hint="Printed in the server's console when it started."
          {...formField(form, "setupCode")}
        />
      )}
      {mode === "login" && (
        <Link to="/forgot-password" className="-mt-2 justify-self-end text-sm text-brand-600 hover:underline">
          Forgot password?
        </Link>
      )}
      {mailedLink && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-900"
        >
          <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
          {mailedLink}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? busyLabel : SUBMIT_LABELS[mode][userType]}
      </Button>
      <p className="text-center text-sm text-slate-500">
        {mode === "login" ? "No account yet?" : "Already have an account?"}{" "}
        <button type="button" onClick={onToggleMode} className="font-medium text-brand-600 hover:underline">
          {mode === "login" ? "Create Account" : "Sign In"}
        </button>
      </p>
      {mode === "register" && userType === "sdr" && (
        <p className="rounded-lg bg-slate-50 p-3 text-xs text-slate-500">
          {needsSetupCode
            ? "No SDR has signed up yet: the first SDR account manages this workspace and invites the rest of the team."
            : "SDR accounts are for agency staff and are created by a manager: if you were invited, open the link in the invitation e-mail."}
        </p>
      )}
    </form>
  );
}

const TAB_CLASS =
  "flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm";

export default function LoginPage() {
  usePageTitle("Sign in");
  const { user, isLoading } = useSession();
  const [userType, setUserType] = useState<UserType>("client");
  const [mode, setMode] = useState<Mode>("login");
  // A new key remounts the form, which is how toggling the mode clears both fields.
  const formKey = `${userType}-${mode}`;
  const sessionEnded = (useLocation().state as { sessionEnded?: boolean } | null)?.sessionEnded === true;

  if (isLoading) return <FullPageSpinner />;
  if (user) return <AlreadyLoggedIn user={user} />;

  return (
    <AuthCard
      title={mode === "login" ? "Welcome back" : "Create your account"}
      description={
        mode === "login" ? "Sign in to your campaign workspace." : "Set up your sign-in in a few seconds."
      }
    >
      {sessionEnded && mode === "login" && (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <Clock className="size-4 shrink-0" aria-hidden />
          Your session ended. Sign in again.
        </p>
      )}
      <Tabs.Root value={userType} onValueChange={(value) => setUserType(value as UserType)}>
        <Tabs.List aria-label="Account type" className="mb-5 flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="client" className={TAB_CLASS}>
            Client
          </Tabs.Trigger>
          <Tabs.Trigger value="sdr" className={TAB_CLASS}>
            SDR
          </Tabs.Trigger>
        </Tabs.List>
        {(["client", "sdr"] as const).map((type) => (
          <Tabs.Content key={type} value={type}>
            <SignInForm
              key={formKey}
              userType={type}
              mode={mode}
              onToggleMode={() => setMode(mode === "login" ? "register" : "login")}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </AuthCard>
  );
}
