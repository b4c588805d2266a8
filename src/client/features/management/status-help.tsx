import { CircleHelp } from "lucide-react";
import { CLIENT_STATUSES, SDR_STATUSES } from "../../../shared/contracts/management";
import { Tooltip } from "../../components/ui/tooltip";
import { StatusDot } from "./status-select";

type Notes = Readonly<Record<string, string>>;

/** What each status means for signing in, per kind of row. */
const SDR_NOTES: Notes = {
  Onboarding: "Being set up; they can sign in.",
  Active: "Running campaigns; they can sign in.",
  Paused: "Outreach paused; they keep access.",
  Restricted: "Their LinkedIn account is restricted; they keep access.",
  Terminated: "Ends their sessions and refuses sign-in until the status changes back.",
};
const CLIENT_NOTES: Notes = {
  Onboarding: "Campaign being set up; the company's logins can sign in.",
  Active: "Campaign running; the company's logins can sign in.",
  Paused: "Outreach paused; the company's logins keep access.",
  Terminated: "Ends the sessions of the company's logins and refuses sign-in until the status changes back.",
};

/** The notes for a list of statuses (the SDR or client ones), or null for statuses without any. */
export function statusNotes(statuses: readonly string[]): Notes | null {
  if (statuses === SDR_STATUSES) return SDR_NOTES;
  if (statuses === CLIENT_STATUSES) return CLIENT_NOTES;
  return null;
}

/**
 * A Status column header with a help button beside it; hovering or focusing it shows what each status
 * means for access.
 */
export function StatusHeader({ statuses, who }: { statuses: readonly string[]; who: string }) {
  const notes = statusNotes(statuses);
  if (!notes) return <>Status</>;
  return (
    <span className="inline-flex items-center gap-1">
      Status
      <Tooltip
        className="max-w-xs px-3 py-2"
        content={
          <dl className="grid gap-1.5">
            {statuses.map((status) => (
              <div key={status}>
                <dt className="inline font-semibold">
                  <StatusDot status={status} />
                  {status}:
                </dt>{" "}
                <dd className="inline text-slate-200">{notes[status]}</dd>
              </div>
            ))}
          </dl>
        }
      >
        <button
          type="button"
          aria-label={`What ${who} statuses mean`}
          className="rounded-full p-0.5 text-slate-400 hover:text-slate-600 focus-visible:text-slate-700 focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none"
        >
          <CircleHelp className="size-3.5" aria-hidden />
        </button>
      </Tooltip>
    </span>
  );
}
