import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { type FieldValues, type Path, type UseFormReturn, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import type { SessionUser } from "../../../shared/contracts/auth";
import {
  type AcceptInvitationRequest,
  acceptInvitationSchema,
  INVALID_INVITATION,
  type InvitationPreview,
} from "../../../shared/contracts/invitations";
import { Button } from "../../components/ui/button";
import { formField, TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast-store";
import { describeFailure } from "../../lib/api";
import { NewPasswordFields, withConfirmedPassword } from "../../shared/new-password-fields";
import { PasswordField } from "../../shared/password-field";
import { displayName, homePath } from "../../shared/session";
import { useAcceptInvitation } from "./api";

const newLoginSchema = withConfirmedPassword({ name: acceptInvitationSchema.shape.name.unwrap() });

const existingLoginSchema = z.object({ password: acceptInvitationSchema.shape.password.unwrap() });

/**
 * Sends the acceptance; on success the invitee is signed in and lands on their home page. A failure
 * keeps what was typed: a message naming a field ("newPassword: ...") goes under that field, any other
 * above the button.
 */
function useAccept<T extends FieldValues>(form: UseFormReturn<T>, fields: readonly Path<T>[]) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const submit = async (input: AcceptInvitationRequest) => {
    let user: SessionUser;
    try {
      user = await accept.mutateAsync(input);
    } catch (error) {
      const failure = describeFailure(error, "Could not accept the invitation. Please try again.");
      const field = fields.find((name) => name === failure.field);
      form.setError(field ?? "root", { type: "server", message: failure.text });
      return;
    }
    toast({ title: "Invitation accepted", description: `Welcome, ${displayName(user)}` });
    await navigate(homePath(user), { replace: true });
  };
  return { submit, pending: accept.isPending };
}

/** The server's reason a submission failed; an unusable link also offers the way to sign in. */
function RootError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      {message}
      {message === INVALID_INVITATION && (
        <>
          {" "}
          <Link to="/login" className="font-medium underline">
            Go to Sign In
          </Link>
        </>
      )}
    </div>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
      <p>{children}</p>
    </div>
  );
}

/** A new login, or one nobody ever proved owning: the invitee chooses a name and a password. */
export function NewLoginForm({ token, preview }: { token: string; preview: InvitationPreview }) {
  const form = useForm({
    resolver: zodResolver(newLoginSchema),
    defaultValues: { name: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const { submit, pending } = useAccept(form, ["name", "newPassword"]);
  const onSubmit = form.handleSubmit(({ name, newPassword }) => submit({ token, name, newPassword }));

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      {preview.account === "unproven" && (
        <Notice>
          An account with {preview.email} exists, but its owner never confirmed the address. Setting a
          password here takes it over and signs out anyone else using it.
        </Notice>
      )}
      <TextField id="invitation-name" label="Name" autoComplete="name" {...formField(form, "name")} />
      <NewPasswordFields form={form} idPrefix="invitation" label="Password" confirmLabel="Confirm password" />
      <RootError message={errors.root?.message} />
      <Button type="submit" disabled={pending || isSubmitting}>
        {pending ? "Accepting..." : "Accept invitation"}
      </Button>
    </form>
  );
}

/**
 * A login with this e-mail exists: already signed in as it, one click accepts; otherwise its owner
 * proves it with the login's password.
 */
export function ExistingLoginForm({ token, preview }: { token: string; preview: InvitationPreview }) {
  const form = useForm({ resolver: zodResolver(existingLoginSchema), defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;
  const { submit, pending } = useAccept(form, ["password"]);

  if (preview.signedInAsInvitee) {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit({ token });
        }}
        className="grid gap-4"
        noValidate
      >
        <p className="text-sm text-slate-600">
          You are signed in as <strong className="font-medium text-slate-900">{preview.email}</strong>.
        </p>
        <RootError message={errors.root?.message} />
        <Button type="submit" disabled={pending}>
          {pending ? "Accepting..." : "Accept invitation"}
        </Button>
      </form>
    );
  }

  const onSubmit = form.handleSubmit(({ password }) => submit({ token, password }));
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <p className="text-sm text-slate-600">
        You already have an account with this e-mail. Sign in with its password to accept.
      </p>
      <PasswordField
        id="invitation-existing-password"
        label="Password"
        purpose="current"
        {...formField(form, "password")}
      />
      <Link to="/forgot-password" className="-mt-2 justify-self-end text-sm text-brand-600 hover:underline">
        Forgot password?
      </Link>
      <RootError message={errors.root?.message} />
      <Button type="submit" disabled={pending || isSubmitting}>
        {pending ? "Signing In..." : "Sign in to accept"}
      </Button>
    </form>
  );
}
