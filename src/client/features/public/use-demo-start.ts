import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { LoginRequest, SessionUser } from "../../../shared/contracts/auth";
import { toast } from "../../components/ui/toast-store";
import { sessionQuery } from "../auth/api";

/** Spec section 9: the demo login waits 100 ms before navigating. */
export const DEMO_NAVIGATION_DELAY_MS = 100;

const SUPPORT_HINT = "Please try again or contact support.";

function demoLandingPath(user: SessionUser): string {
  return user.type === "client" && user.campaignId ? `/campaign/${user.campaignId}/dashboard` : "/dashboard";
}

/**
 * Demo start (spec section 4): signs in with the built-in demo client account, stores the user as the
 * session, waits 100 ms, then opens that client's campaign dashboard.
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
      // Loaded on click so the demo contract (and its schema library) stays out of the landing bundle.
      const { DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD } = await import("../../../shared/contracts/demo");
      const credentials: LoginRequest = {
        email: DEMO_CLIENT_EMAIL,
        password: DEMO_CLIENT_PASSWORD,
        userType: "client",
      };
      const response = await fetch("/api/auth/login", {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(credentials),
      });
      if (!response.ok) {
        toast({ title: "Demo unavailable", description: SUPPORT_HINT, variant: "destructive" });
        return;
      }
      const user = (await response.json()) as SessionUser;
      queryClient.setQueryData(sessionQuery.queryKey, user);
      await new Promise((resolve) => setTimeout(resolve, DEMO_NAVIGATION_DELAY_MS));
      navigate(demoLandingPath(user));
    } catch (error) {
      console.error("Demo start failed", error);
      toast({ title: "Demo failed", description: SUPPORT_HINT, variant: "destructive" });
    } finally {
      inFlight.current = false;
      setIsStarting(false);
    }
  }, [navigate, queryClient]);

  return { start, isStarting };
}
