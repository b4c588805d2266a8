import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { SessionUser } from "../../../shared/contracts/auth";
import type { demoEndpoints } from "../../../shared/contracts/endpoints/demo";
import { toast } from "../../components/ui/toast-store";
import { ApiError } from "../../lib/api";
import { callEndpoint, endpointAddress } from "../../lib/endpoints";
import { sessionQuery } from "../../shared/session";

// By address: the landing page loads without the endpoint records' schemas.
const demoSession = endpointAddress<typeof demoEndpoints.session>({
  method: "POST",
  path: "/api/demo/session",
});

/** Spec section 9: the demo login waits 100 ms before navigating. */
export const DEMO_NAVIGATION_DELAY_MS = 100;

const SUPPORT_HINT = "Please try again or contact support.";

function demoLandingPath(user: SessionUser): string {
  return user.type === "client" && user.campaignId ? `/campaign/${user.campaignId}/dashboard` : "/dashboard";
}

/**
 * Demo start (spec section 4): signs in as the built-in demo client account (POST /api/demo/session,
 * which has its own limits so that every visitor gets in), stores the user as the session, waits
 * 100 ms, then opens that client's campaign dashboard.
 */
export function useDemoStart(): { start: () => Promise<void>; isStarting: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isStarting, setIsStarting] = useState(false);
  const inFlight = useRef(false);

  const start = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsStarting(true);
    try {
      const user = await callEndpoint(demoSession, {});
      queryClient.setQueryData(sessionQuery.queryKey, user);
      await new Promise((resolve) => setTimeout(resolve, DEMO_NAVIGATION_DELAY_MS));
      navigate(demoLandingPath(user));
    } catch (error) {
      if (error instanceof ApiError) {
        toast({ title: "Demo unavailable", description: SUPPORT_HINT, variant: "destructive" });
        return;
      }
      console.error("Demo start failed", error);
      toast({ title: "Demo failed", description: SUPPORT_HINT, variant: "destructive" });
    } finally {
      inFlight.current = false;
      setIsStarting(false);
    }
  }, [navigate, queryClient]);

  return { start, isStarting };
}
