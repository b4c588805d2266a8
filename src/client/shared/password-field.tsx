import { NEW_PASSWORD_HINT } from "../../shared/contracts/common";
import { TextField, type TextFieldProps } from "../components/ui/form-field";

type PasswordPurpose = "current" | "new" | "confirm";

/**
 * A password input that tells the browser's password manager what it holds. A new password shows the
 * rule it must meet unless another hint is given.
 */
export function PasswordField({
  purpose,
  hint = purpose === "new" ? NEW_PASSWORD_HINT : undefined,
  ...props
}: Omit<TextFieldProps, "type" | "autoComplete"> & { purpose: PasswordPurpose }) {
  return (
    <TextField
      type="password"
      autoComplete={purpose === "current" ? "current-password" : "new-password"}
      hint={hint}
      {...props}
    />
  );
}
