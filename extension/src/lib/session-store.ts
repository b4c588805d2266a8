/** What the panel keeps between openings, in its own page's localStorage (no storage permission). */
export interface PanelSession {
  token: string;
  user: { name: string; email: string };
}

/** A connection under way: the verifier behind the challenge sent, and the tab the app opened in. */
export interface PendingConnection {
  verifier: string;
  tabId: number;
}

const SESSION_KEY = "outreach-desk.panel.session";
const PENDING_KEY = "outreach-desk.panel.pending";
/** Set when the app refused the token: the panel then offers "Connect again". */
const EXPIRED_KEY = "outreach-desk.panel.expired";

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

const write = (key: string, value: unknown) =>
  value === null ? localStorage.removeItem(key) : localStorage.setItem(key, JSON.stringify(value));

export const loadSession = () => read<PanelSession>(SESSION_KEY);
export const saveSession = (session: PanelSession | null) => write(SESSION_KEY, session);
export const loadPending = () => read<PendingConnection>(PENDING_KEY);
export const savePending = (pending: PendingConnection | null) => write(PENDING_KEY, pending);
export const loadExpired = () => read<boolean>(EXPIRED_KEY) === true;
export const saveExpired = (expired: boolean) => write(EXPIRED_KEY, expired ? true : null);
