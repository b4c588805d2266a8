import { useEffect, useRef } from "react";
import { LIVE_EVENTS } from "../../../src/shared/contracts/events";
import { createSseParser, reconnectDelay } from "../lib/sse";

/** Events arriving this close together cause one refetch. */
const GATHER_MS = 150;

/**
 * Reads the app's live-update stream with the panel's token (an EventSource cannot send it) and calls
 * `onChange` on every change or resync, and after a reconnection (notices may have been missed). A 401
 * ends it: the token no longer works.
 */
export function useLiveEvents(
  origin: string,
  token: string | null,
  onChange: () => void,
  onUnauthorized: () => void,
): void {
  const handlers = useRef({ onChange, onUnauthorized });
  handlers.current = { onChange, onUnauthorized };

  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    let failures = 0;
    let connectedBefore = false;
    let gather: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const changed = () => {
      gather ??= setTimeout(() => {
        gather = undefined;
        handlers.current.onChange();
      }, GATHER_MS);
    };

    const connect = async () => {
      try {
        const response = await fetch(`${origin}/api/events`, {
          headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
          signal: abort.signal,
        });
        if (response.status === 401) {
          handlers.current.onUnauthorized();
          return;
        }
        if (!response.ok || !response.body) throw new Error(`events answered ${response.status}`);
        failures = 0;
        if (connectedBefore) changed();
        connectedBefore = true;
        const parse = createSseParser(({ event }) => {
          if (event === LIVE_EVENTS.change || event === LIVE_EVENTS.resync) changed();
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parse(value);
        }
      } catch {
        if (abort.signal.aborted) return;
      }
      if (abort.signal.aborted) return;
      retry = setTimeout(connect, reconnectDelay(failures));
      failures += 1;
    };

    void connect();
    return () => {
      abort.abort();
      clearTimeout(gather);
      clearTimeout(retry);
    };
  }, [origin, token]);
}
