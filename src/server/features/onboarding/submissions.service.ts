import { eq } from "drizzle-orm";
import type { OnboardingSubmission } from "../../../shared/contracts/onboarding.js";
import type { DbOrTx } from "../../core/db/client.js";
import { onboardingSubmissions } from "../../core/db/schema/index.js";
import { conflict, notFound } from "../../core/http/errors.js";

export type SubmissionRow = typeof onboardingSubmissions.$inferSelect;

/** Keeps the validated wizard form; it waits for its checkout to be paid. */
export async function createSubmission(db: DbOrTx, form: OnboardingSubmission): Promise<string> {
  const [created] = await db
    .insert(onboardingSubmissions)
    .values({
      form,
      fullName: form.fullName,
      companyName: form.companyName,
      contactEmail: form.contactEmail.toLowerCase(),
      package: form.package,
    })
    .returning({ id: onboardingSubmissions.id });
  if (!created) throw new Error("onboarding submission insert returned nothing");
  return created.id;
}

/** The submission a checkout is for: 404 when unknown, 409 once it has been paid. */
export async function findPayableSubmission(db: DbOrTx, id: string): Promise<SubmissionRow> {
  const [row] = await db
    .select()
    .from(onboardingSubmissions)
    .where(eq(onboardingSubmissions.id, id))
    .limit(1);
  if (!row) throw notFound("Onboarding form not found. Please fill in the onboarding form again.");
  if (row.status === "paid") throw conflict("This onboarding has already been paid for.");
  return row;
}

export async function findSubmissionByCheckout(
  db: DbOrTx,
  checkoutSessionId: string,
): Promise<SubmissionRow | null> {
  const [row] = await db
    .select()
    .from(onboardingSubmissions)
    .where(eq(onboardingSubmissions.checkoutSessionId, checkoutSessionId))
    .limit(1);
  return row ?? null;
}

/** Remembers the checkout started last; an earlier local test checkout link stops working. */
export async function recordCheckout(db: DbOrTx, id: string, checkoutSessionId: string): Promise<void> {
  await db.update(onboardingSubmissions).set({ checkoutSessionId }).where(eq(onboardingSubmissions.id, id));
}
