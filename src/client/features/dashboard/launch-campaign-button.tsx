import { Rocket } from "lucide-react";
import { useState } from "react";
import { DEMO_COMPANY_NAME } from "../../../shared/contracts/demo";
import { Button } from "../../components/ui/button";
import { Tooltip } from "../../components/ui/tooltip";
import { OnboardingLauncher, preloadOnboarding } from "../../shared/onboarding-launcher";
import { usePaidCheckout } from "../../shared/paid-checkout";
import { useSession } from "../../shared/session";
import { useSimulatedClient } from "../../shared/simulated-client";

/**
 * Spec section 6: only the demo company's own client account sees the Launch button (never SDRs or God
 * Mode), and not in a browser that has just paid for a campaign (it would invite paying twice).
 */
export function useShowsLaunchButton(): boolean {
  const { user } = useSession();
  const simulated = useSimulatedClient();
  const paid = usePaidCheckout();
  return (
    user?.type === "client" && user.companyName === DEMO_COMPANY_NAME && simulated === null && paid === null
  );
}

/** The floating "Launch your campaign!" button of the demo client's dashboard. */
export function LaunchCampaignButton() {
  const shows = useShowsLaunchButton();
  const [open, setOpen] = useState(false);
  if (!shows) return null;

  return (
    <div className="fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6">
      <Tooltip content="Start your real campaign in 5 minutes!">
        <Button
          size="lg"
          onClick={() => setOpen(true)}
          onPointerEnter={preloadOnboarding}
          onFocus={preloadOnboarding}
          aria-haspopup="dialog"
          className="rounded-full shadow-lg shadow-brand-600/30"
        >
          <Rocket aria-hidden />
          Launch your campaign!
        </Button>
      </Tooltip>
      <OnboardingLauncher open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
