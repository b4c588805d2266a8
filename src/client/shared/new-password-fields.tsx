import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { newPasswordField } from "../../shared/contracts/common";
import { formField } from "../components/ui/form-field";
import { PasswordField } from "./password-field";

interface PasswordPair {
  newPassword: string;
  confirmPassword: string;
}

/** A new password typed twice (`newPassword`, `confirmPassword`), which must match. */
export const confirmedPasswordSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });

/** A form's other fields with the confirmed new password. */
export function withConfirmedPassword<T extends z.ZodRawShape>(shape: T) {
  return z.intersection(z.object(shape), confirmedPasswordSchema);
}

/** The new password with its rule below it, then its confirmation; errors under each. */
export function NewPasswordFields<T extends PasswordPair>({
  form,
  idPrefix,
  label,
  confirmLabel,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
  label: string;
  confirmLabel: string;
}) {
  // Only the pair's two fields are read, whatever else the form holds.
  const pair = form as unknown as UseFormReturn<PasswordPair>;
  return (
    <>
      <PasswordField
        id={`${idPrefix}-new-password`}
        label={label}
        purpose="new"
        {...formField(pair, "newPassword")}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={confirmLabel}
        purpose="confirm"
        {...formField(pair, "confirmPassword")}
      />
    </>
  );
}
