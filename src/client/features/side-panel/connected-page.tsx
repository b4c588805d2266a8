import { CircleCheck, Unplug } from "lucide-react";
import { useState } from "react";
import { IconBubble } from "../../components/ui/icon-bubble";
import { StateCard } from "../../components/ui/state-card";
import { usePageTitle } from "../../lib/use-page-title";
import { BrandLink } from "../../shared/brand-link";
import { OPEN_FROM_PANEL, readConnectedCode } from "./connect-address";

/**
 * /side-panel/connected#code=: the side panel reads the code from this tab's address and closes the tab.
 * The page only says so; opened without a code, it says where connecting starts.
 */
export default function ConnectedPage() {
  // Read once: the panel may change or clear the address before it closes the tab.
  const [connected] = useState(() => readConnectedCode(window.location.hash) !== null);
  usePageTitle(connected ? "Side panel connected" : "Connect the side panel");

  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-10">
      <BrandLink />
      <StateCard role="status" className="w-full max-w-md py-12">
        {connected ? (
          <>
            <IconBubble icon={CircleCheck} />
            <h1 className="text-lg font-semibold text-slate-900">Side panel connected.</h1>
            <p className="text-sm text-slate-600">You can close this tab.</p>
          </>
        ) : (
          <>
            <IconBubble icon={Unplug} />
            <h1 className="text-lg font-semibold text-slate-900">Nothing to connect</h1>
            <p className="text-sm text-slate-600">{OPEN_FROM_PANEL}</p>
          </>
        )}
      </StateCard>
    </div>
  );
}
