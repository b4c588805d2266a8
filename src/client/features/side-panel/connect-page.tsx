import { Unplug } from "lucide-react";
import { useLocation } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { usePageTitle } from "../../lib/use-page-title";
import { useSession } from "../../shared/session";
import { OPEN_FROM_PANEL, readChallenge } from "./connect-address";
import { ConnectConsent } from "./connect-consent";

/**
 * /side-panel/connect?challenge=: the side panel opened this tab to be allowed to act for the signed-in
 * member of staff (the route lets only staff in). Without a valid challenge there is nothing to allow.
 */
export default function ConnectPage() {
  usePageTitle("Connect the side panel");
  const { user } = useSession();
  const challenge = readChallenge(useLocation().search);

  return (
    <div className="mx-auto w-full max-w-xl py-4 sm:py-10">
      <Card>
        <CardHeader>
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">
            Connect the side panel to your account
          </h1>
          <CardDescription>
            The Outreach Desk side panel works beside LinkedIn in your browser. Connecting it lets it show and
            update your prospects there.
          </CardDescription>
        </CardHeader>
        <CardContent className="pt-4">
          {challenge && user?.type === "sdr" ? (
            <ConnectConsent user={user} challenge={challenge} />
          ) : (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              <Unplug className="mt-0.5 size-4 shrink-0" aria-hidden />
              {OPEN_FROM_PANEL}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
