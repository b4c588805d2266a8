import { PlugZap } from "lucide-react";
import { Link } from "react-router";
import type { SdrUser } from "../../../shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { connectedPath } from "./connect-address";
import { useGrantSidePanel } from "./side-panel-api";

/** Where the person's connected panels are listed and disconnected. */
const SETTINGS_TAB = "/settings?tab=side-panel";

/**
 * What connecting means, for whom, and the button that allows it. Allowed, the tab goes to the address
 * that hands the panel its code (a full load, so the panel sees the new address whatever way it watches).
 */
export function ConnectConsent({ user, challenge }: { user: SdrUser; challenge: string }) {
  const grant = useGrantSidePanel();
  const connect = () =>
    grant.mutate(challenge, { onSuccess: ({ code }) => window.location.replace(connectedPath(code)) });
  // After success the page is being left: the button stays off so the code is not asked for twice.
  const busy = grant.isPending || grant.isSuccess;

  return (
    <div className="grid gap-5">
      <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Signed in as</p>
        <p className="mt-1 font-medium text-slate-900">{user.name}</p>
        <p className="text-sm text-slate-600">{user.email}</p>
      </div>
      <ul className="grid list-disc gap-2 pl-5 text-sm leading-relaxed text-slate-700">
        <li>
          The side panel will act with your rights: it sees the campaigns and prospects you see, and can do
          what you can do with them.
        </li>
        <li>It reads only the address of the browser tab you have open, to find the LinkedIn profile.</li>
        <li>
          You can disconnect it at any time in{" "}
          <Link to={SETTINGS_TAB} className="font-medium text-brand-600 hover:underline">
            Settings, Side panel
          </Link>
          .
        </li>
      </ul>
      {grant.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {errorMessage(grant.error, "The side panel could not be connected. Please try again.")}
        </p>
      )}
      <Button size="lg" onClick={connect} disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
        <PlugZap aria-hidden />
        {busy ? "Connecting..." : "Connect Side Panel"}
      </Button>
    </div>
  );
}
