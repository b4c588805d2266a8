import { TextField, type TextFieldProps } from "../components/ui/form-field";

/** The e-mail address an account signs in with. */
export function EmailField(props: Omit<TextFieldProps, "label" | "type" | "autoComplete">) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />;
}
