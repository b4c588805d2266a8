import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { databaseConnectionFailure } from "../db/connection-errors.js";

/** An error whose message is meant for the person using the app. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Please sign in to continue.") => new HttpError(401, message);
export const forbidden = (message = "You do not have access to this.") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

const INTERNAL_ERROR = "Something went wrong on our side. Please try again.";
export const DATABASE_UNAVAILABLE = "The database is unavailable right now. Please try again in a moment.";
/** Seconds a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

interface ValidationIssue {
  message?: string;
  params?: { issue?: { message?: string } };
}

/** Joins the first few messages; each names its field (see validation-messages.ts). */
function describeValidation(issues: ValidationIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => issue.params?.issue?.message ?? issue.message ?? "The request is invalid")
    .join("; ");
}

/** PostgreSQL's unique_violation, raw or wrapped by the ORM: a race lost to a concurrent insert. */
function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === "23505" || candidate.cause?.code === "23505";
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: describeValidation(error.validation as ValidationIssue[]) });
    }
    const unreachable = databaseConnectionFailure(error);
    if (unreachable) {
      // Expected while the database restarts or fails over, and the pool reconnects by itself once it
      // is back: a warning with the reason, not an error with a stack on every request.
      request.log.warn({ reason: unreachable }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE });
    }
    if (isUniqueViolation(error)) {
      return reply.code(409).send({ message: "That value is already in use by another record." });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(status).send({ message: INTERNAL_ERROR });
  });
}
