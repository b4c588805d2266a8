import { retentionUpdateSchema } from "../../../shared/contracts/privacy";

export type RetentionDraft = { months: number; error?: undefined } | { months?: undefined; error: string };

/** A typed retention period as the server would take it, or the server's own message for what is wrong. */
export function parseRetentionDraft(draft: string): RetentionDraft {
  const text = draft.trim();
  const value = text === "" ? undefined : Number(text);
  const parsed = retentionUpdateSchema.safeParse({ retentionMonths: value });
  if (parsed.success) return { months: parsed.data.retentionMonths };
  return { error: parsed.error.issues[0]?.message ?? "Enter the retention period in months" };
}
