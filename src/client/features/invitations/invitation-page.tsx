import { CalendarClock, Mail, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import type { InvitationPreview } from "../../../shared/contracts/invitations";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard, AuthCardFailure, AuthCardIncompleteLink, AuthCardLoading } from "../../shared/auth-card";
import { displayName, useSession } from "../../shared/session";
import { ExistingLoginForm, NewLoginForm } from "./accept-forms";
import { useInvitationPreview } from "./api";

function title(preview: InvitationPreview): string {
  if (preview.role === "sdr") return "Join Outreach Desk as an SDR";
  return preview.companyName
    ? `Join ${preview.companyName}'s campaign on Outreach Desk`
    : "Join a campaign on Outreach Desk";
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2.5">
      <span className="mt-0.5 text-slate-400 [&_svg]:size-4" aria-hidden>
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs text-slate-500">{label}</dt>
        <dd className="font-medium break-words text-slate-900">{children}</dd>
      </div>
    </div>
  );
}

/** Who invited whom, until when. */
function InvitationDetails({ preview }: { preview: InvitationPreview }) {
  return (
    <dl className="grid gap-3 rounded-lg bg-slate-50 p-4 text-sm ring-1 ring-slate-200 ring-inset">
      {preview.inviterName && (
        <Detail icon={<UserRound />} label="Invited by">
          {preview.inviterName}
        </Detail>
      )}
      <Detail icon={<Mail />} label="Invitation for">
        {preview.email}
      </Detail>
      <Detail icon={<CalendarClock />} label="Link works until">
        {formatDateTime(preview.expiresAt, "")}
      </Detail>
    </dl>
  );
}

function SignInLink({ label = "Go to Sign In" }: { label?: string }) {
  return (
    <Button asChild variant="secondary">
      <Link to="/login">{label}</Link>
    </Button>
  );
}

/** `/invitation?token=...`: the mailed link. Shows the invitation, then accepts it and signs the invitee in. */
export default function InvitationPage() {
  usePageTitle("Invitation");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const preview = useInvitationPreview(token);
  const { user } = useSession();

  if (!token) {
    return (
      <AuthCardIncompleteLink link="Invitation" mail="invitation e-mail">
        <SignInLink />
      </AuthCardIncompleteLink>
    );
  }

  if (preview.isPending) {
    return <AuthCardLoading title="Opening your invitation..." label="Loading the invitation" />;
  }

  if (preview.isError) {
    return (
      <AuthCardFailure
        title="This invitation cannot be used"
        message={errorMessage(preview.error, "The invitation could not be opened. Please try again.")}
      >
        <SignInLink />
      </AuthCardFailure>
    );
  }

  const invitation = preview.data;
  const otherAccount = user && !invitation.signedInAsInvitee && user.email !== invitation.email ? user : null;
  return (
    <AuthCard
      title={title(invitation)}
      description={
        invitation.role === "sdr"
          ? "Run LinkedIn outreach for the agency's client campaigns."
          : "Follow your campaign's prospects, replies and meetings."
      }
    >
      <div className="grid gap-5">
        <InvitationDetails preview={invitation} />
        {otherAccount && (
          <p className="text-sm text-slate-600">
            This browser is signed in as <strong className="font-medium">{displayName(otherAccount)}</strong>:
            accepting signs you in as {invitation.email} instead.
          </p>
        )}
        {invitation.account === "existing" ? (
          <ExistingLoginForm token={token} preview={invitation} />
        ) : (
          <NewLoginForm token={token} preview={invitation} />
        )}
      </div>
    </AuthCard>
  );
}
