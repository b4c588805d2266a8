import { useEffect, useState } from "react";
import { tabsApi } from "../lib/browser-tabs";
import { pickWatchedTab, type WatchedTab } from "../lib/watched-tab";

/**
 * The tab the SDR is looking at (see pickWatchedTab), followed as they switch tabs or windows or the
 * tab goes to another address. Undefined until the browser has first answered.
 */
export function useWatchedTab(): WatchedTab | null | undefined {
  const [tab, setTab] = useState<WatchedTab | null | undefined>(tabsApi() ? undefined : null);
  useEffect(() => {
    const tabs = tabsApi();
    if (!tabs) return;
    let latest = 0;
    const evaluate = async () => {
      const asked = ++latest;
      const chosen = pickWatchedTab(await tabs.query({ active: true }));
      // An older query answering late must not undo a newer one.
      if (asked !== latest) return;
      setTab((current) => (current?.id === chosen?.id && current?.url === chosen?.url ? current : chosen));
    };
    const onUpdated = (_tabId: number, change: chrome.tabs.TabChangeInfo) => {
      if (change.url !== undefined) void evaluate();
    };
    const onOther = () => void evaluate();
    void evaluate();
    tabs.onActivated.addListener(onOther);
    tabs.onUpdated.addListener(onUpdated);
    tabs.onRemoved.addListener(onOther);
    chrome.windows?.onFocusChanged.addListener(onOther);
    return () => {
      tabs.onActivated.removeListener(onOther);
      tabs.onUpdated.removeListener(onUpdated);
      tabs.onRemoved.removeListener(onOther);
      chrome.windows?.onFocusChanged.removeListener(onOther);
    };
  }, []);
  return tab;
}
