import type { DbOrTx } from "../../core/db/client.js";
import type { Mailer } from "../../core/mail/mailer.js";
import { type DeliverySettings, deliverBatch } from "./webhook-delivery.js";
import { disableFailingEndpoints } from "./webhook-disabling.js";

export interface DrainOptions extends DeliverySettings {
  mailer: Mailer;
  publicUrl: string;
  /** Stops between passes once true (the server is stopping), or after `maxMs`. */
  stopping?: () => boolean;
  maxMs?: number;
  /**
   * After a pass that was not full, waits this long before the next, so that deliveries coming in
   * one by one are sent in batches rather than each with a claim and a record of its own.
   */
  gatherMs?: number;
}

/**
 * Sends due deliveries pass after pass until none is due (or it is told to stop), disabling endpoints
 * that have failed for days. Answers how many deliveries it sent.
 */
export async function drainWebhooks(db: DbOrTx, options: DrainOptions): Promise<number> {
  const deadline = Date.now() + (options.maxMs ?? Number.POSITIVE_INFINITY);
  let sent = 0;
  while (!options.stopping?.() && Date.now() < deadline) {
    const { claimed, full, failed } = await deliverBatch(db, options);
    if (failed) await disableFailingEndpoints(db, options.mailer, options.publicUrl);
    if (claimed === 0 && !full) break;
    sent += claimed;
    if (claimed > 0 && !full && options.gatherMs)
      await new Promise((resolve) => setTimeout(resolve, options.gatherMs));
  }
  return sent;
}
