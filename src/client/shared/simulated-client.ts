import { useSyncExternalStore } from "react";

/** The client a manager is viewing the app as (spec "God-mode simulated client"). */
export interface SimulatedClient {
  campaignId: string;
  companyName: string;
}

// Per tab and surviving a reload: sessionStorage. It changes what the UI shows, never what the server allows.
const STORAGE_KEY = "outreach-desk.god-mode";
const listeners = new Set<() => void>();

function read(): SimulatedClient | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as SimulatedClient) : null;
  } catch {
    return null;
  }
}

let current = read();

function write(next: SimulatedClient | null) {
  current = next;
  if (next) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  else sessionStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

export const startGodMode = (client: SimulatedClient) => write(client);
export const exitGodMode = () => write(null);

export function useSimulatedClient(): SimulatedClient | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
