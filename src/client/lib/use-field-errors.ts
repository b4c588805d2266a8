import { useState } from "react";
import { describeFailure } from "./api";

type FieldErrors<Field extends string> = Partial<Record<Field | "form", string>>;

/**
 * A form's messages, each under the field it names (`form` for one that names none): a failure the
 * server pins on one of `fields` goes under that field ("events.0" names events), and changing a
 * field drops its message.
 */
export function useFieldErrors<Field extends string>(fields: readonly Field[]) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const clear = (field: Field) => setErrors(({ [field]: _cleared, ...rest }) => rest as FieldErrors<Field>);

  /** Sets a field's value and drops its message. */
  const edit =
    <Value>(field: Field, set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      clear(field);
    };

  const showFailure = (error: unknown, fallback: string) => {
    const failure = describeFailure(error, fallback);
    const field = fields.find((known) => failure.field === known || failure.field?.startsWith(`${known}.`));
    setErrors((field ? { [field]: failure.text } : { form: failure.text }) as FieldErrors<Field>);
  };

  return { errors, setErrors, edit, showFailure };
}
