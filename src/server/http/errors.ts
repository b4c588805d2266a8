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
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** "email: Enter a valid email address", naming the field so a person can fix it. */
function describeValidation(issues: ValidationIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path =
        issue.params?.issue?.path?.map(String).join(".") ||
        issue.instancePath?.replace(/^\//, "").replaceAll("/", ".");
      const message = issue.params?.issue?.message ?? issue.message ?? "is invalid";
      return path ? `${path}: ${message}` : message;
    })
    .join("; ");
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: describeValidation(error.validation as ValidationIssue[]) });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(status).send({ message: INTERNAL_ERROR });
  });
}
