import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { type StepUpRequest, stepUpRequestSchema } from "../../../shared/contracts/auth";
import { authEndpoints } from "../../../shared/contracts/endpoints/auth";
import { formField } from "../../components/ui/form-field";
import { describeFailure, onStepUpRequired } from "../../lib/api";
import { callEndpoint } from "../../lib/endpoints";
import { PasswordField } from "../../shared/password-field";
import { FormDialog } from "./form-dialog";

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
    form.reset();
    setOpen(false);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
      finish(true);
    } catch (error) {
      // Every failure (a wrong password, too many tries) goes under the field: a toast would be hidden
      // from screen readers while the dialog is open.
      form.setError("password", { message: describeFailure(error, "Failed to confirm your password").text });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) finish(false);
      }}
      title="Confirm it's you"
      description="Enter your password to continue. This action can't be undone."
      onSubmit={onSubmit}
      submitLabel="Confirm"
      pendingLabel="Confirming..."
      pending={confirm.isPending}
    >
      <PasswordField
        id="step-up-password"
        label="Password"
        purpose="current"
        {...formField(form, "password")}
      />
    </FormDialog>
  );
}
