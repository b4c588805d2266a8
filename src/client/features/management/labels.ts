import type { ResourceName } from "./api";

interface Noun {
  /** "SDR", "Client": toast titles ("SDR Created"). */
  title: string;
  /** "SDR", "client": in sentences ("Failed to update client"). */
  lower: string;
  /** What archiving means for this kind of row, shown before Delete. */
  archiveNote: string;
}

/** Spec section 8 builds every management message from these words. */
export const NOUNS: Record<ResourceName, Noun> = {
  sdrs: {
    title: "SDR",
    lower: "SDR",
    archiveNote:
      "The SDR is archived: they leave this list and their login is signed out. You can restore them with Show archived.",
  },
  clients: {
    title: "Client",
    lower: "client",
    archiveNote:
      "The client is archived: the company leaves this list and its client login is signed out until it is restored. Campaign data is kept.",
  },
  schedulers: {
    title: "Scheduler",
    lower: "scheduler",
    archiveNote: "The scheduler is archived and leaves this list. You can restore it with Show archived.",
  },
  connections: {
    title: "Connection",
    lower: "connection",
    archiveNote: "The row leaves the connection matrix. You can restore it with Show archived.",
  },
};
