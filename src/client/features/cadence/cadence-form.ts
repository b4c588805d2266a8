import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldErrors, get, type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import { type Cadence, cadenceSchema } from "../../../shared/contracts/cadence";

/** The cadence form: every setting, checked with the server's own schema before a save. */
export type CadenceForm = UseFormReturn<Cadence, unknown, Cadence>;

/**
 * A form over the saved cadence. When the saved cadence changes (a save, another SDR's save arriving
 * live) the fields follow it, except those being edited.
 */
export function useCadenceForm(saved: Cadence): CadenceForm {
  return useForm<Cadence, unknown, Cadence>({
    resolver: zodResolver(cadenceSchema) as unknown as Resolver<Cadence, unknown, Cadence>,
    defaultValues: saved,
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
}

/** The message for a field path (`steps.m1.waitBusinessDays`), if any. */
export function errorAt(errors: FieldErrors<Cadence>, path: string): string | undefined {
  const error = get(errors, path) as { message?: string } | undefined;
  return error?.message || undefined;
}

/**
 * The form path a server field names: the field itself, or the list it is an item of
 * (`holidays.0` -> `holidays`), which is where the form shows the message.
 */
export function formPathOf(field: string): string {
  return field.replace(/(\.\d+)+$/, "");
}
