import type { createBrowserRouter } from "react-router";
import { dismissErrorToasts, muteErrorToasts } from "../components/ui/toast-store";
import { onSessionEnded } from "../lib/api";
import { setSessionEnding } from "../lib/form-draft";
import { queryClient } from "../lib/query-client-instance";
import { forgetSession, sessionQuery } from "../shared/session";
import { exitGodMode } from "../shared/simulated-client";

type Router = ReturnType<typeof createBrowserRouter>;

/** How long the failures of requests cut short by the sign-out stay quiet. */
const QUIET_MS = 3_000;

let ended = false;

/** True between a session ending and the sign-in page being reached: the protected frame says why. */
export function sessionHasEnded(): boolean {
  return ended;
}

/**
 * Any 401 while signed in means the session expired or was ended elsewhere: the user is signed out
 * quietly. The session is set to signed-out, so the protected frame sends them to /login with the
 * address they were on; once there, every cached answer is forgotten. Forms keep their drafts
 * (lib/form-draft.ts), so nothing asks before leaving and no error toast follows.
 */
export function installSessionEnd(router: Router): void {
  onSessionEnded(() => {
    if (!queryClient.getQueryData(sessionQuery.queryKey)) return;
    ended = true;
    setSessionEnding(true);
    muteErrorToasts(QUIET_MS);
    exitGodMode();
    void queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
    queryClient.setQueryData(sessionQuery.queryKey, null);
  });

  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname !== pathname) {
      pathname = state.location.pathname;
      // An error toast is about the screen it was raised on.
      dismissErrorToasts();
    }
    if (ended && state.navigation.state === "idle" && pathname === "/login") {
      ended = false;
      forgetSession(queryClient);
      // The signed-in screens have left by now; forms left from here on forget their drafts again.
      setTimeout(() => setSessionEnding(false), 0);
    }
  });
}
