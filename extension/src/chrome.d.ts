/**
 * The few extension APIs the panel and its worker use (Chrome 116+), declared here instead of pulling
 * in the whole of Chrome's typings.
 */
declare namespace chrome {
  interface ChromeEvent<Listener extends (...args: never[]) => unknown> {
    addListener(listener: Listener): void;
    removeListener(listener: Listener): void;
  }

  namespace tabs {
    interface Tab {
      id?: number;
      windowId: number;
      active: boolean;
      url?: string;
      pendingUrl?: string;
      /** Milliseconds since the epoch when the tab was last made active in its window. */
      lastAccessed?: number;
    }
    interface TabChangeInfo {
      url?: string;
      status?: string;
    }
    function query(queryInfo: { active?: boolean; currentWindow?: boolean }): Promise<Tab[]>;
    function get(tabId: number): Promise<Tab>;
    function create(properties: { url: string; active?: boolean }): Promise<Tab>;
    function update(tabId: number, properties: { url: string }): Promise<Tab | undefined>;
    function remove(tabId: number): Promise<void>;
    const onActivated: ChromeEvent<(info: { tabId: number; windowId: number }) => void>;
    const onUpdated: ChromeEvent<(tabId: number, changeInfo: TabChangeInfo, tab: Tab) => void>;
    const onRemoved: ChromeEvent<(tabId: number) => void>;
  }

  namespace windows {
    const onFocusChanged: ChromeEvent<(windowId: number) => void>;
  }

  namespace sidePanel {
    function setPanelBehavior(behavior: { openPanelOnActionClick: boolean }): Promise<void>;
  }

  namespace runtime {
    function getManifest(): { host_permissions?: string[] };
    const onInstalled: ChromeEvent<() => void>;
    const onStartup: ChromeEvent<() => void>;
  }
}
