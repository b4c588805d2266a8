import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody, ErrorCode } from "../../../shared/contracts/errors.js";
import { databaseConnectionFailure } from "../db/connection-errors.js";
import { retryReason } from "../db/transaction-retry.js";

/** What an error body says besides its message: a kind more precise than the status, the field it concerns. */
export interface ErrorDetail {
  code?: ErrorCode;
  field?: string;
}

/** An error whose message is meant for the person using the app. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly detail: ErrorDetail = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Please sign in to continue.") => new HttpError(401, message);
export const forbidden = (message = "You do not have access to this.") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
/** 409; `field` names the request field whose value clashes (an e-mail already in use). */
export const conflict = (message: string, field?: string) => new HttpError(409, message, {}, { field });
/**
 * A 400 about one request field. The message keeps the "field: text" form people have always read; the
 * body names the field, so a form marks it without reading the text.
 */
export const fieldError = (field: string, text: string) =>
  new HttpError(400, `${field}: ${text}`, {}, { code: "validation", field });

const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: "validation",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  408: "request_timeout",
  409: "conflict",
  410: "gone",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  500: "internal",
  503: "unavailable",
};

/** The body of every non-2xx answer (ErrorBody): the message, the code of its kind, the field when known. */
export function errorBody(status: number, message: string, detail: ErrorDetail = {}): ErrorBody {
  const code = detail.code ?? CODE_OF_STATUS[status];
  return { message, ...(code ? { code } : {}), ...(detail.field ? { field: detail.field } : {}) };
}

const INTERNAL_ERROR = "Something went wrong on our side. Please try again.";
export const DATABASE_UNAVAILABLE = "The database is unavailable right now. Please try again in a moment.";
/** Seconds a client is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const WRITE_CONTENDED =
  "Others were changing the same records at that moment, so nothing was saved. Please try again.";
/** Seconds to wait before sending a write again that lost to others several times running. */
const CONTENDED_RETRY_AFTER_SECONDS = 1;

interface ValidationIssue {
  message?: string;
  /** `/messages/0/text`; `/` for the whole body. */
  instancePath?: string;
  params?: { issue?: { message?: string } };
}

/** The dotted path of the first issue's field (`messages.0.text`), if it concerns one. */
function validationField(issues: ValidationIssue[]): string | undefined {
  const path = issues[0]?.instancePath?.split("/").filter(Boolean).join(".");
  return path || undefined;
}

/** Joins the first few messages; each names its field (see validation-messages.ts). */
function describeValidation(issues: ValidationIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => issue.params?.issue?.message ?? issue.message ?? "The request is invalid")
    .join("; ");
}

/** PostgreSQL's unique_violation, raw or wrapped by the ORM: a race lost to a concurrent insert. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === "23505" || candidate.cause?.code === "23505";
}

/** A 503 that asks the client to send the request again after `seconds`; `code` says why. */
function retryLater(reply: FastifyReply, seconds: number, message: string, code: ErrorCode) {
  return reply
    .code(503)
    .header("retry-after", String(seconds))
    .send(errorBody(503, message, { code }));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.statusCode, error.message, error.detail));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as ValidationIssue[];
      return reply
        .code(400)
        .send(errorBody(400, describeValidation(issues), { field: validationField(issues) }));
    }
    const unreachable = databaseConnectionFailure(error);
    if (unreachable) {
      // Expected while the database restarts or fails over, and the pool reconnects by itself once it
      // is back: a warning with the reason, not an error with a stack on every request.
      request.log.warn({ reason: unreachable }, "database unavailable");
      return retryLater(reply, DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE, "database_unavailable");
    }
    // Others were writing the same rows; the transaction was rolled back whole (ADR 0041). A
    // TransactionContended carries PostgreSQL's last error as its cause, so it reads the same.
    const contended = retryReason(error);
    if (contended) {
      request.log.warn({ reason: contended }, "write contended");
      return retryLater(reply, CONTENDED_RETRY_AFTER_SECONDS, WRITE_CONTENDED, "write_contended");
    }
    if (isUniqueViolation(error)) {
      return reply.code(409).send(errorBody(409, "That value is already in use by another record."));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.code(status).send(errorBody(status, error.message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(status).send(errorBody(status, INTERNAL_ERROR));
  });
}
