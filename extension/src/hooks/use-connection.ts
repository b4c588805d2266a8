import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { sidePanelEndpoints } from "../../../src/shared/contracts/endpoints/side-panel";
import { type CallEndpoint, createApi, messageOf } from "../lib/api";
import { checkAppAddress } from "../lib/app-address";
import { tabsApi } from "../lib/browser-tabs";
import { connectionCodeOf, connectPageUrl } from "../lib/connect-urls";
import { challengeOf, createVerifier } from "../lib/pkce";
import {
  loadExpired,
  loadPending,
  loadSession,
  type PanelSession,
  type PendingConnection,
  saveExpired,
  savePending,
  saveSession,
} from "../lib/session-store";

/** Shown in the app's Settings beside this connection. */
const CONNECTION_LABEL = "Chrome side panel";

export interface Connection {
  session: PanelSession | null;
  /** The app refused the token: offer "Connect again". */
  expired: boolean;
  /** A connect tab is open, waiting for the person to allow the panel. */
  waiting: boolean;
  error: string | null;
  api: CallEndpoint;
  connect: (typedAddress: string) => Promise<void>;
  disconnect: () => Promise<void>;
  lost: () => void;
}

/**
 * The panel's connection to the app: PKCE through a tab of the app (the panel keeps the verifier, the
 * tab's final address brings the code back), the token kept in localStorage, forgotten on a 401.
 */
export function useConnection(origin: string): Connection {
  const [session, setSession] = useState(loadSession);
  const [expired, setExpired] = useState(loadExpired);
  const [pending, setPending] = useState(loadPending);
  const [error, setError] = useState<string | null>(null);
  const trading = useRef(false);
  /** The code last traded: the tab reports its address again (loading, then complete), one try is all. */
  const spent = useRef<string | null>(null);

  const lost = useCallback(() => {
    saveSession(null);
    saveExpired(true);
    setSession(null);
    setExpired(true);
  }, []);

  const api = useMemo(() => createApi(origin, session?.token ?? null, lost), [origin, session, lost]);

  const setPendingBoth = useCallback((next: PendingConnection | null) => {
    savePending(next);
    setPending(next);
  }, []);

  const connect = useCallback(
    async (typedAddress: string) => {
      setError(null);
      const checked = checkAppAddress(typedAddress, origin);
      if (!checked.ok) return setError(checked.message);
      const tabs = tabsApi();
      if (!tabs) return setError("Open this panel from the browser's toolbar to connect.");
      const verifier = createVerifier();
      const tab = await tabs.create({ url: connectPageUrl(origin, await challengeOf(verifier)) });
      if (tab.id !== undefined) setPendingBoth({ verifier, tabId: tab.id });
    },
    [origin, setPendingBoth],
  );

  useEffect(() => {
    const tabs = tabsApi();
    if (!pending || !tabs) return;
    const trade = async (code: string) => {
      if (trading.current || spent.current === code) return;
      trading.current = true;
      spent.current = code;
      try {
        const created = await createApi(origin, null, () => {})(sidePanelEndpoints.token, {
          body: { code, verifier: pending.verifier, label: CONNECTION_LABEL },
        });
        const next = { token: created.token, user: created.user };
        saveSession(next);
        saveExpired(false);
        setSession(next);
        setExpired(false);
        setError(null);
        void tabs.remove(pending.tabId).catch(() => {});
      } catch (failure) {
        setError(messageOf(failure));
      } finally {
        trading.current = false;
        setPendingBoth(null);
      }
    };
    const check = (url: string | undefined) => {
      const code = connectionCodeOf(url, origin);
      if (code) void trade(code);
    };
    const onUpdated = (tabId: number, change: chrome.tabs.TabChangeInfo, tab: chrome.tabs.Tab) => {
      if (tabId === pending.tabId) check(change.url ?? tab.url);
    };
    const onRemoved = (tabId: number) => {
      if (tabId === pending.tabId && !trading.current) setPendingBoth(null);
    };
    tabs.onUpdated.addListener(onUpdated);
    tabs.onRemoved.addListener(onRemoved);
    // The tab may have got there while the panel was closed.
    tabs.get(pending.tabId).then(
      (tab) => check(tab.url),
      () => setPendingBoth(null),
    );
    return () => {
      tabs.onUpdated.removeListener(onUpdated);
      tabs.onRemoved.removeListener(onRemoved);
    };
  }, [pending, origin, setPendingBoth]);

  const disconnect = useCallback(async () => {
    try {
      await api(sidePanelEndpoints.disconnect, {});
    } catch {
      // Forgotten here either way; a token the app no longer knows is already useless.
    }
    saveSession(null);
    saveExpired(false);
    setSession(null);
    setExpired(false);
  }, [api]);

  return { session, expired, waiting: pending !== null, error, api, connect, disconnect, lost };
}
