/** The tab the panel follows: its id and its address (the only thing it ever reads of a page). */
export interface WatchedTab {
  id: number;
  url: string;
}

interface TabLike {
  id?: number;
  url?: string;
  pendingUrl?: string;
  lastAccessed?: number;
}

/** Browser and extension pages (the panel opened as a tab among them) are never the one followed. */
const UNWATCHED = /^(chrome-extension|chrome|devtools|edge):\/\//i;

/**
 * Of the active tabs (one per window), the one the person looked at last that is a web page, not the
 * browser's own or an extension's; null when there is none.
 */
export function pickWatchedTab(tabs: readonly TabLike[]): WatchedTab | null {
  let best: { tab: WatchedTab; at: number } | null = null;
  for (const tab of tabs) {
    const url = tab.url || tab.pendingUrl;
    if (tab.id === undefined || !url || UNWATCHED.test(url)) continue;
    const at = tab.lastAccessed ?? 0;
    if (!best || at > best.at) best = { tab: { id: tab.id, url }, at };
  }
  return best?.tab ?? null;
}
