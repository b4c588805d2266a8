import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { type StepUpRequest, stepUpRequestSchema } from "../../../shared/contracts/auth";
import { authEndpoints } from "../../../shared/contracts/endpoints/auth";
import { formField, TextField } from "../../components/ui/form-field";
import { describeFailure, onStepUpRequired } from "../../lib/api";
import { callEndpoint } from "../../lib/endpoints";
import { PasswordField } from "../../shared/password-field";
import { useSession } from "../../shared/session";
import { usePasskeys, useStepUpWithPasskey } from "./api";
import { FormDialog } from "./form-dialog";
import { passkeyFailure } from "./second-factor-dialog";

/**
 * Asks for the password again when the server refuses a change that cannot be undone until the user
 * confirms who they are; the change goes through once they have. Mounted once in the signed-in frame.
 */
export function StepUpDialog() {
  const [open, setOpen] = useState(false);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const confirm = useMutation({
    mutationFn: (body: StepUpRequest) => callEndpoint(authEndpoints.stepUp, { body }),
  });
  const form = useForm({ resolver: zodResolver(stepUpRequestSchema), defaultValues: { password: "" } });
  // Staff with a second factor may confirm with a code from their authenticator app instead.
  const { user } = useSession();
  const canUseCode = user?.type === "sdr" && user.secondFactor;
  const [withCode, setWithCode] = useState(false);
  const passkeys = usePasskeys(open && canUseCode);
  const withPasskey = useStepUpWithPasskey();

  async function confirmWithPasskey() {
    try {
      await withPasskey.mutateAsync();
      finish(true);
    } catch (error) {
      form.setError(withCode ? "code" : "password", {
        message: passkeyFailure(error, "The passkey was not accepted. Try again, or enter your password."),
      });
    }
  }

  useEffect(() => {
    onStepUpRequired(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setOpen(true);
        }),
    );
    return () => {
      onStepUpRequired(null);
      // Leaving the signed-in app (the session ended) cancels the change that was waiting.
      answer.current?.(false);
      answer.current = null;
    };
  }, []);

  const finish = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    // A typed password is never kept for later.
    form.reset({ password: "" });
    setWithCode(false);
    setOpen(false);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const field = withCode ? "code" : "password";
    try {
      await confirm.mutateAsync(withCode ? { code: values.code ?? "" } : { password: values.password ?? "" });
      finish(true);
    } catch (error) {
      // Every failure (a wrong password or code, too many tries) goes under the field: a toast would be
      // hidden from screen readers while the dialog is open.
      form.setError(field, { message: describeFailure(error, "Failed to confirm it's you").text });
    }
  });

  const switchTo = (code: boolean) => {
    form.reset(code ? { code: "" } : { password: "" });
    setWithCode(code);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) finish(false);
      }}
      title="Confirm it's you"
      description={
        withCode
          ? "Enter the code from your authenticator app, or a recovery code, to continue. This action can't be undone."
          : "Enter your password to continue. This action can't be undone."
      }
      onSubmit={onSubmit}
      submitLabel="Confirm"
      pendingLabel="Confirming..."
      pending={confirm.isPending}
    >
      {withCode ? (
        <TextField
          id="step-up-code"
          label="Authentication code"
          autoComplete="one-time-code"
          spellCheck={false}
          {...formField(form, "code")}
        />
      ) : (
        <PasswordField
          id="step-up-password"
          label="Password"
          purpose="current"
          {...formField(form, "password")}
        />
      )}
      {canUseCode && (passkeys.data?.length ?? 0) > 0 && (
        <button
          type="button"
          onClick={() => void confirmWithPasskey()}
          disabled={withPasskey.isPending}
          className="justify-self-start text-sm font-medium text-brand-600 hover:underline"
        >
          {withPasskey.isPending ? "Waiting for the passkey..." : "Use a passkey instead"}
        </button>
      )}
      {canUseCode && (
        <button
          type="button"
          onClick={() => switchTo(!withCode)}
          className="justify-self-start text-sm font-medium text-brand-600 hover:underline"
        >
          {withCode ? "Use your password instead" : "Use a code from your authenticator app instead"}
        </button>
      )}
    </FormDialog>
  );
}
