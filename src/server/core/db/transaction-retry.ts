/**
 * A transaction PostgreSQL aborted so that another could go on (ADR 0041) is run again, whole: its
 * callback only works on its transaction, so a rerun starts from nothing and what follows the commit
 * (mail, live notices, webhooks) happens once.
 */
import type { Db } from "./client.js";

/** The SQLSTATEs PostgreSQL answers when running the transaction again is the cure. */
export const RETRYABLE_STATES = {
  "40P01": "deadlock",
  "40001": "serialization",
} as const;
export type RetryReason = (typeof RETRYABLE_STATES)[keyof typeof RETRYABLE_STATES];

/** Runs in all, the first included; then the request answers 503 with Retry-After. */
export const TRANSACTION_ATTEMPTS = 4;
/** The pause before the n-th rerun is drawn between 0 and this doubled n-1 times (full jitter). */
const FIRST_PAUSE_MS = 20;

/** How deep to follow `cause`: drizzle wraps the driver's error in a DrizzleQueryError. */
const MAX_DEPTH = 5;

/** The reason to run again when `error` is, or wraps, a deadlock or serialization failure; else null. */
export function retryReason(error: unknown, depth = 0): RetryReason | null {
  if (depth > MAX_DEPTH || error === null || typeof error !== "object") return null;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === "string" && code in RETRYABLE_STATES) {
    return RETRYABLE_STATES[code as keyof typeof RETRYABLE_STATES];
  }
  return retryReason(cause, depth + 1);
}

/** Still aborted after TRANSACTION_ATTEMPTS runs: nothing of it was committed. */
export class TransactionContended extends Error {
  constructor(
    readonly reason: RetryReason,
    options: { cause: unknown },
  ) {
    super(`transaction aborted by PostgreSQL (${reason}) ${TRANSACTION_ATTEMPTS} times`, options);
    this.name = "TransactionContended";
  }
}

/** Reruns taken, by reason, since the database was opened. */
export type TransactionRetries = Record<RetryReason, number>;

const pause = (attempt: number) =>
  new Promise((done) => setTimeout(done, Math.random() * FIRST_PAUSE_MS * 2 ** (attempt - 1)));

export async function withTransactionRetries<T>(
  run: () => Promise<T>,
  retries: TransactionRetries,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const reason = retryReason(error);
      if (!reason) throw error;
      if (attempt >= TRANSACTION_ATTEMPTS) throw new TransactionContended(reason, { cause: error });
      retries[reason] += 1;
      await pause(attempt);
    }
  }
}

const retriesOf = new WeakMap<Db, TransactionRetries>();

/**
 * Makes `db.transaction` itself the retrying helper, so every service gets it without asking. A
 * transaction opened inside another (`tx.transaction`, a savepoint) is not retried on its own: the
 * error reaches the outermost transaction, which runs again whole.
 */
export function retryTransactions(db: Db): TransactionRetries {
  const retries: TransactionRetries = { deadlock: 0, serialization: 0 };
  const begin = db.transaction.bind(db);
  const transaction: Db["transaction"] = (work, config) =>
    withTransactionRetries(() => begin(work, config), retries);
  Object.assign(db, { transaction });
  retriesOf.set(db, retries);
  return retries;
}

/**
 * One statement sent outside any transaction is a transaction of its own: it is run again like one,
 * without BEGIN and COMMIT round trips (a tick is the busiest write).
 */
export function retryStatement<T>(db: Db, run: () => Promise<T>): Promise<T> {
  const retries = retriesOf.get(db);
  return retries ? withTransactionRetries(run, retries) : run();
}
