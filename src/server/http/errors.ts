import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

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
