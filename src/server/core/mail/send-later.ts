import type { FastifyBaseLogger } from "fastify";

/**
 * Runs mail work after the answer has gone: the answer's content and timing then never depend on
 * whether there was anything to send (an answer that waited for a mail would tell who has an account).
 */
export function sendLater(log: FastifyBaseLogger, what: string, work: () => Promise<unknown>): void {
  setImmediate(() => {
    work().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
  });
}
