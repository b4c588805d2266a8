import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { LIVE_EVENTS, type LiveNotice } from "../../../shared/contracts/events";
import { applyNotices, invalidateEverything } from "../../lib/invalidate-changes";
import { TAB_ID } from "../../lib/tab-id";
import { sessionQuery } from "../../shared/session";

/** Notices arriving this close together cause one refetch. */
const GATHER_MS = 100;
/** After the server refused the stream (signed out, or it is down), try again this long after. */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000];

/**
 * Keeps the screens of a signed-in user up to date with everyone else's changes: listens to
 * `GET /api/events` and refetches the queries each notice concerns. After a lost connection, once it
 * is back, everything on screen is fetched again, since notices may have been missed meanwhile.
 */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    return connectLiveUpdates(queryClient);
  }, [enabled, queryClient]);
}

function connectLiveUpdates(queryClient: QueryClient): () => void {
  let source: EventSource | null = null;
  let missedSome = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let gatherTimer: ReturnType<typeof setTimeout> | undefined;
  let gathered: LiveNotice[] = [];

  const flush = () => {
    gatherTimer = undefined;
    const notices = gathered;
    gathered = [];
    // A single prospect's change carries the row: lists take it in place instead of being refetched
    // whole (a large campaign's list is megabytes); its figures and counts are still refetched.
    void applyNotices(queryClient, notices);
  };

  const onChange = (event: MessageEvent<string>) => {
    const notices = JSON.parse(event.data) as LiveNotice[];
    gathered.push(...notices.filter((notice) => notice.o !== TAB_ID));
    if (gathered.length > 0) gatherTimer ??= setTimeout(flush, GATHER_MS);
  };

  const connect = () => {
    source = new EventSource("/api/events", { withCredentials: true });
    source.addEventListener(LIVE_EVENTS.change, onChange as EventListener);
    source.addEventListener(LIVE_EVENTS.resync, () => void invalidateEverything(queryClient));
    source.addEventListener("open", () => {
      failures = 0;
      if (missedSome) void invalidateEverything(queryClient);
      missedSome = false;
    });
    source.addEventListener("error", () => {
      missedSome = true;
      // CONNECTING: the browser reconnects by itself. CLOSED: the server refused; try again later.
      if (source?.readyState !== EventSource.CLOSED) return;
      source = null;
      // Refused: perhaps the session was ended (signed out elsewhere). Asking again signs the user
      // out at once if so (a 401), instead of at their next click.
      void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
      failures += 1;
      retryTimer = setTimeout(connect, delay);
    });
  };

  connect();
  return () => {
    source?.close();
    clearTimeout(retryTimer);
    clearTimeout(gatherTimer);
  };
}
