import { Lock, ShieldCheck } from "lucide-react";
import { useWatch } from "react-hook-form";
import { PACKAGES } from "../../../../shared/contracts/onboarding";
import type { WizardValues } from "../draft";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

/** Step 6: the order summary with the chosen package's price; paying happens at the checkout. */
export function PaymentStep() {
  const values = useWatch<WizardValues>() as WizardValues;
  const chosen = PACKAGES.find((item) => item.value === values.package);
  return (
    <div className="grid gap-4">
      <section
        aria-labelledby="onboarding-summary-heading"
        className="rounded-xl border border-slate-200 bg-slate-50/70 p-4 sm:p-5"
      >
        <h4 id="onboarding-summary-heading" className="font-semibold text-slate-900">
          Order summary
        </h4>
        <p className="mt-3 text-sm text-slate-500">{chosen?.label ?? "No package chosen"}</p>
        <p
          className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
          data-testid="summary-price"
        >
          {chosen?.summary ?? "Choose a package in step 1"}
        </p>
        <dl className="mt-3 divide-y divide-slate-200 border-t border-slate-200">
          <Row label="Company">{values.companyName}</Row>
          <Row label="Contact">
            {values.fullName}
            <span className="block font-normal text-slate-600">{values.contactEmail}</span>
          </Row>
          <Row label="Billing">Monthly base rate in advance, usage weekly</Row>
        </dl>
      </section>
      <ul className="grid gap-2 text-sm text-slate-600">
        <li className="flex items-start gap-2">
          <Lock className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          You will be taken to our secure checkout to enter your card details.
        </li>
        <li className="flex items-start gap-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          Setup begins as soon as the payment is confirmed; cancel anytime.
        </li>
      </ul>
    </div>
  );
}
