import { MailWarning } from "lucide-react";
import type { SessionUser } from "../../../shared/contracts/auth";
import { ResendVerificationButton } from "./resend-verification-button";

/** A slim bar above the page while the signed-in user's address is unconfirmed. */
export function VerifyEmailNotice({ user }: { user: SessionUser }) {
  if (user.emailVerified) return null;
  return (
    <section aria-label="E-mail confirmation" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl items-start gap-x-3 gap-y-1 px-4 py-2 text-sm text-amber-900 sm:items-center sm:px-6 lg:px-8">
        <MailWarning className="mt-0.5 size-4 shrink-0 text-amber-600 sm:mt-0" aria-hidden />
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3">
          <p className="min-w-0 break-words">
            Confirm your e-mail address: we sent a link to{" "}
            <strong className="font-medium">{user.email}</strong>.
          </p>
          <ResendVerificationButton
            variant="link"
            size="sm"
            className="h-7 px-0 font-semibold text-amber-900 underline decoration-amber-400 hover:decoration-amber-900"
          />
        </div>
      </div>
    </section>
  );
}
