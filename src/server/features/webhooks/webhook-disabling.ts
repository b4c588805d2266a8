import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import type { Mailer } from "../../core/mail/mailer.js";

/** An endpoint whose every delivery failed for this long is disabled. */
export const FAILING_DAYS_BEFORE_DISABLED = 3;

/**
 * Disables the enabled endpoints failing for FAILING_DAYS_BEFORE_DISABLED days (the first failure since
 * their last success is older) and mails every active manager about each. Its deliveries stay pending
 * until someone enables it again. Answers the endpoints disabled.
 */
export async function disableFailingEndpoints(
  db: DbOrTx,
  mailer: Mailer,
  publicUrl: string,
): Promise<string[]> {
  const disabled = await queryRows<{ id: string; url: string; since: string }>(
    db,
    sql`update webhook_endpoints
        set enabled = false, disabled_at = now(),
          disabled_reason = 'Every delivery failed for ' || ${FAILING_DAYS_BEFORE_DISABLED}::int || ' days (since '
            || to_char(failing_since at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC)'
        where enabled and failing_since < now() - make_interval(days => ${FAILING_DAYS_BEFORE_DISABLED})
        returning id, url, to_char(failing_since at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as since`,
  );
  if (disabled.length === 0) return [];
  // Managers who may sign in: SDR logins not archived from the roster nor Terminated.
  const managers = await queryRows<{ email: string }>(
    db,
    sql`select u.email from users u
        where u.role = 'sdr' and not exists (
          select 1 from sdrs s where s.user_id = u.id and (s.archived_at is not null or s.status = 'Terminated'))
        order by u.email`,
  );
  for (const endpoint of disabled) {
    for (const { email } of managers) {
      await mailer.send({
        to: email,
        subject: `Webhook endpoint disabled: ${endpoint.url}`,
        text: [
          `Every delivery to the webhook endpoint ${endpoint.url} has failed since ${endpoint.since} UTC, so it has been disabled.`,
          "Its events are kept and wait for it. Once the receiver works again, enable the endpoint under Settings > Webhooks:",
          `${publicUrl}/settings`,
        ].join("\n\n"),
      });
    }
  }
  return disabled.map((endpoint) => endpoint.id);
}
