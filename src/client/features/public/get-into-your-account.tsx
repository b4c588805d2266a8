import { useQueryClient } from "@tanstack/react-query";
import { KeyRound, LogIn } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { authEndpoints } from "../../../shared/contracts/endpoints/auth";
import { INVITATION_VALID_DAYS } from "../../../shared/contracts/invitations";
import { buttonVariants } from "../../components/ui/button";
import { callEndpoint } from "../../lib/endpoints";
import type { PaidCheckout } from "../../shared/paid-checkout";
import { useSupportEmail } from "../../shared/public-config";
import { ME, sessionQuery } from "../../shared/session";
import { BackHomeLink } from "./back-home-link";

/**
 * Signs the demo session out once a checkout made from it is paid: the customer's campaign lives in a
 * login of their own (the invitation), and the demo's dashboard would only offer to pay again.
 */
export function useLeaveDemo(leave: boolean): boolean {
  const queryClient = useQueryClient();
  const [left, setLeft] = useState(false);
  useEffect(() => {
    if (!leave || left) return;
    setLeft(true);
    void callEndpoint(authEndpoints.logout, {})
      .catch(() => undefined)
      .then(() => {
        queryClient.setQueryData(sessionQuery.queryKey, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME });
      });
  }, [leave, left, queryClient]);
  return left;
}

/** The success page's "how to get in": the invitation mailed to the contact e-mail, and what if it is missing. */
export function GetIntoYourAccount({ paid, leftDemo }: { paid: PaidCheckout | null; leftDemo: boolean }) {
  const supportEmail = useSupportEmail();
  const address = paid?.contactEmail;
  const company = paid?.companyName;
  return (
    <section
      aria-labelledby="account-heading"
      className="mt-10 rounded-xl border border-brand-100 bg-brand-50/60 p-5 text-left sm:p-6"
    >
      <h2 id="account-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <KeyRound className="size-5 text-brand-600" aria-hidden />
        Get into your account
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-slate-700">
        We have emailed an invitation to{" "}
        {address ? <strong className="font-semibold text-slate-900">{address}</strong> : "your contact email"}
        . Open it to set your password and sign in to{" "}
        {company ? `the dashboard of ${company}` : "your own dashboard"}. The link works once and expires in{" "}
        {INVITATION_VALID_DAYS} days.
      </p>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">
        Already have an Outreach Desk account with this address? Sign in with it on the invitation page and
        the campaign is added to it.
      </p>
      <p className="mt-2 text-sm leading-relaxed text-slate-700">
        {leftDemo && "You have left the demo: your campaign is in your own account, not in the sample one. "}
        No email after an hour? Write to{" "}
        <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 hover:underline">
          {supportEmail}
        </a>
        .
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/login" className={buttonVariants({ size: "lg" })}>
          <LogIn aria-hidden />
          Go to Sign In
        </Link>
        <BackHomeLink />
      </div>
    </section>
  );
}
