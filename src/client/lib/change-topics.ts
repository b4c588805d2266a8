import type { Query, QueryClient } from "@tanstack/react-query";
import type { LiveTopic } from "../../shared/contracts/events";
import type { Prospect } from "../../shared/contracts/prospects";

/**
 * What a change of one topic means for one feature's queries. Each feature registers its own (in its
 * `changes.ts`, loaded at app start), so this file knows no feature and no URL.
 */
export interface ChangeHandler {
  /**
   * Where the keys of the feature's queries showing such a change's data start (keys are API paths):
   * for a change of one campaign, or of any campaign when `campaignId` is null.
   */
  keys: (campaignId: string | null) => string[];
  /** Puts the rows a notice carries (the prospect as it now is) into the feature's cached lists. */
  applyRows?: (queryClient: QueryClient, rows: Prospect[]) => void;
  /** The queries `applyRows` brought up to date: not refetched when every notice carried its row. */
  heldByRows?: (query: Query) => boolean;
}

const handlers = new Map<LiveTopic, ChangeHandler[]>();
const everyHandler = new Set<ChangeHandler>();

export function registerChangeTopic(topics: LiveTopic | readonly LiveTopic[], handler: ChangeHandler): void {
  for (const topic of typeof topics === "string" ? [topics] : topics) {
    handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
  }
  everyHandler.add(handler);
}

/** Every handler registered for the topic, in registration order. */
export function changeHandlers(topic: LiveTopic): readonly ChangeHandler[] {
  return handlers.get(topic) ?? [];
}

/** Every registered handler that takes rows: a notice's row is the prospect, whatever its topic. */
export function rowHandlers(): ChangeHandler[] {
  return [...everyHandler].filter((handler) => handler.applyRows !== undefined);
}
