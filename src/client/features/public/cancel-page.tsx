import { CircleCheck, CircleX, Mail, RotateCcw } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "../../components/ui/button";
import { usePageTitle } from "../../lib/use-page-title";
import { useSupportEmail } from "../../shared/public-config";
import { BackHomeLink } from "./back-home-link";
import { ResultPage } from "./result-page";

const SELLING_POINTS = [
  "34% average response rate",
  "Setup within 24 hours",
  "Dedicated SDR support",
  "Cancel anytime",
];

export default function CancelPage() {
  usePageTitle("Payment Cancelled");
  const supportEmail = useSupportEmail();

  return (
    <ResultPage
      icon={CircleX}
      tone="bg-slate-100 text-slate-500 ring-slate-50"
      title="Payment Cancelled"
      lead="Your checkout was cancelled and no charges were made. You can pick up where you left off whenever you are ready."
    >
      <section aria-labelledby="why-heading" className="mt-10 rounded-xl bg-slate-50 p-5 sm:p-6">
        <h2 id="why-heading" className="font-semibold text-slate-900">
          Why agencies launch with Outreach Desk
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {SELLING_POINTS.map((point) => (
            <li key={point} className="flex items-center gap-3 text-sm font-medium text-slate-800">
              <CircleCheck className="size-5 shrink-0 text-emerald-600" aria-hidden />
              {point}
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/?onboarding=true" className={buttonVariants({ size: "lg" })}>
          <RotateCcw aria-hidden />
          Try Again
        </Link>
        <BackHomeLink />
      </div>

      <p className="mt-8 flex flex-wrap items-center justify-center gap-x-1.5 gap-y-1 border-t border-slate-100 pt-6 text-center text-sm text-slate-500">
        <Mail className="size-4 text-slate-400" aria-hidden />
        Questions? Contact us at
        <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 hover:underline">
          {supportEmail}
        </a>
      </p>
    </ResultPage>
  );
}
