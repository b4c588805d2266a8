import { ArrowRight, CircleCheck, Mail, Rocket, Search, Send, UserCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { DEMO_COMPANY_NAME } from "../../../shared/contracts/demo";
import { buttonVariants } from "../../components/ui/button";
import { usePageTitle } from "../../lib/use-page-title";
import { clearDraft } from "../../shared/onboarding-draft-key";
import { recordPaidCheckout } from "../../shared/paid-checkout";
import { useSession } from "../../shared/session";
import { GetIntoYourAccount, useLeaveDemo } from "./get-into-your-account";
import { ResultPage } from "./result-page";

/** Spec section 9: the payment-success page redirects to the dashboard after 5 s. */
export const SUCCESS_REDIRECT_SECONDS = 5;
const DASHBOARD_PATH = "/dashboard";

const NEXT_STEPS = [
  { icon: Rocket, text: "Setup begins immediately" },
  { icon: UserCheck, text: "A dedicated SDR is assigned within 4 hours" },
  { icon: Search, text: "Prospect research and targeting" },
  { icon: Send, text: "First outreach within 24 hours" },
];

export default function SuccessPage() {
  usePageTitle("Payment Successful");
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(SUCCESS_REDIRECT_SECONDS);
  const [params] = useSearchParams();
  // Back from a checkout (it names its session): remembered before the draft that knows the company goes.
  const [paid] = useState(() => (params.get("session_id") ? recordPaidCheckout() : null));
  const { user, isLoading } = useSession();
  const inDemo = user?.type === "client" && user.companyName === DEMO_COMPANY_NAME;
  // A customer who paid from the demo, or signed out, has no login yet: the page stays and says how to
  // get one, rather than sending them to the demo's dashboard or the sign-in form.
  const staysHere = paid !== null && (isLoading || user === null || inDemo);

  // Paid: the onboarding wizard starts empty next time.
  useEffect(clearDraft, []);
  const leftDemo = useLeaveDemo(paid !== null && inDemo);

  useEffect(() => {
    if (staysHere) return;
    const redirect = setTimeout(
      () => navigate(DASHBOARD_PATH, { replace: true }),
      SUCCESS_REDIRECT_SECONDS * 1000,
    );
    const tick = setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => {
      clearTimeout(redirect);
      clearInterval(tick);
    };
  }, [navigate, staysHere]);

  return (
    <ResultPage
      icon={CircleCheck}
      tone="bg-emerald-50 text-emerald-600 ring-emerald-50/50"
      title="Payment Successful"
      lead="Thank you! Your campaign is being set up."
      note={
        <p className="mt-4 inline-flex items-start gap-2 rounded-lg bg-brand-50 px-4 py-3 text-left text-sm text-brand-900">
          <Mail className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          You will receive an email with next steps within 24 hours.
        </p>
      }
    >
      <section aria-labelledby="next-steps-heading" className="mt-10">
        <h2 id="next-steps-heading" className="text-lg font-semibold text-slate-900">
          Next steps
        </h2>
        <ol className="mt-4 space-y-3">
          {NEXT_STEPS.map(({ icon: Icon, text }, index) => (
            <li key={text} className="flex items-center gap-4 rounded-xl border border-slate-200 p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="text-sm font-medium text-slate-800 sm:text-base">
                <span className="sr-only">Step {index + 1}: </span>
                {text}
              </span>
            </li>
          ))}
        </ol>
      </section>

      {staysHere ? (
        <GetIntoYourAccount paid={paid} leftDemo={leftDemo} />
      ) : (
        <div className="mt-10 flex flex-col items-center gap-3">
          <Link to={DASHBOARD_PATH} className={buttonVariants({ size: "lg", className: "w-full sm:w-auto" })}>
            Go to Dashboard
            <ArrowRight aria-hidden />
          </Link>
          <p className="text-center text-sm text-slate-500">
            Redirecting to your dashboard in {secondsLeft} {secondsLeft === 1 ? "second" : "seconds"}…
          </p>
        </div>
      )}
    </ResultPage>
  );
}
