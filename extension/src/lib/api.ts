import type { Endpoint, EndpointInput, EndpointResult } from "../../../src/shared/contracts/endpoint";
import { endpointUrl } from "../../../src/shared/contracts/endpoint";
import type { ErrorCode } from "../../../src/shared/contracts/errors";

/** A refused call: the status, the server's message for the person, and its code when it has one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type CallEndpoint = <E extends Endpoint>(
  record: E,
  input: EndpointInput<E>,
) => Promise<EndpointResult<E>>;

async function errorOf(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: ErrorCode };
    if (typeof body.message === "string") return new ApiError(response.status, body.message, body.code);
  } catch {
    // Not the app's JSON error: fall through to a message of our own.
  }
  return new ApiError(response.status, `Outreach Desk answered ${response.status}. Try again.`);
}

/**
 * Calls the app's endpoints with the panel's token. A 401 means the token no longer works: the panel is
 * told (`onUnauthorized`) so it can offer to connect again, and the call fails as any other.
 */
export function createApi(origin: string, token: string | null, onUnauthorized: () => void): CallEndpoint {
  return async (record, input) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    // Only with a body: Fastify refuses a JSON content type with an empty body (a DELETE's).
    if (input.body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await fetch(origin + endpointUrl(record, input), {
        method: record.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
      });
    } catch {
      throw new ApiError(0, `Outreach Desk cannot be reached at ${origin}. Check your connection.`);
    }
    if (response.status === 401 && token) onUnauthorized();
    if (!response.ok) throw await errorOf(response);
    if (response.status === 204) return undefined as never;
    return (await response.json()) as never;
  };
}

/** The message to show for a failed call. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : "Something went wrong. Try again.";
