import type { z } from "zod";
import type { AuditAction } from "./audit.js";
import type { StaffRole } from "./staff-roles.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The sections of the API reference, in the order shown; every endpoint names one (`tag`). */
export const ENDPOINT_TAGS = [
  "Sign-in and profile",
  "Campaigns",
  "Prospects",
  "Conversations",
  "Imports",
  "Seats",
  "Exports",
  "Team KPIs",
  "Share links",
  "Management",
  "Privacy",
  "Onboarding and billing",
  "API keys",
  "Side panel",
  "Webhooks",
  "Calendly",
  "Audit log",
  "System",
] as const;
export type EndpointTag = (typeof ENDPOINT_TAGS)[number];

/** The campaign data a scoped endpoint reaches; the server resolves it before the handler runs. */
export type ScopeKind = "campaign" | "prospect" | "conversation" | "seat";

/** The input a scope rule reads its id from, as the endpoint's schemas validated it. */
export interface ValidatedInput<P = unknown, Q = unknown, B = unknown> {
  params: P;
  query: Q;
  body: B;
}

/** Picks the scope's id out of the validated input, e.g. `(input) => input.params.id`. */
// biome-ignore lint/suspicious/noExplicitAny: the base record accepts a reader of any record's input
export type ScopeId<In = any> = (input: In) => string | null | undefined;

interface ScopeOptions {
  /** The call changes campaign data: a client of the owning company gets 403 (clients are read-only). */
  write?: boolean;
  /**
   * Agency staff with at least this role only (staff-roles.ts): anyone else gets 403 before the id is
   * looked at. An SDR still reaches only the campaigns they work.
   */
  staff?: StaffRole;
}

/**
 * The campaign, prospect or conversation a call reaches, and where its id is. `optional` (campaign
 * only): the id may be absent, and the call then covers every campaign the caller reaches.
 */
// biome-ignore lint/suspicious/noExplicitAny: see ScopeId
export type ScopeRule<In = any> = ScopeOptions &
  (
    | { campaign: ScopeId<In>; optional?: boolean; prospect?: never; conversation?: never; seat?: never }
    | { prospect: ScopeId<In>; campaign?: never; conversation?: never; seat?: never; optional?: never }
    | { conversation: ScopeId<In>; campaign?: never; prospect?: never; seat?: never; optional?: never }
    | { seat: ScopeId<In>; campaign?: never; prospect?: never; conversation?: never; optional?: never }
  );

/** The usual reader: the id in the path (`/api/campaigns/:id/...`, `/api/prospects/:id`). */
const idInPath = (input: ValidatedInput<{ id: string }>) => input.params.id;

/** A scope rule on the path's `:id`, with its options (write, staff) written at the record. */
const pathScope =
  <K extends ScopeKind>(kind: K) =>
  <const O extends ScopeOptions = Record<never, never>>(options?: O) =>
    ({ [kind]: idInPath, ...options }) as { [Key in K]: typeof idInPath } & O;

/**
 * The rules most scoped records share: `access: campaignInPath({ write: true })` is
 * `{ campaign: (input) => input.params.id, write: true }`; the record's params must hold an `id`.
 */
export const campaignInPath = pathScope("campaign");
export const prospectInPath = pathScope("prospect");
export const conversationInPath = pathScope("conversation");
export const seatInPath = pathScope("seat");

/**
 * Who may call an endpoint:
 * - public: anyone;
 * - user: any signed-in user;
 * - a staff role ("sdr", "manager", "owner"): signed-in agency staff with at least that role (an owner
 *   has every manager's right, a manager every SDR's); an SDR's lists hold only the campaigns they work;
 * - a scope rule, e.g. `{ prospect: (input) => input.params.id, write: true }`: a signed-in user who
 *   reaches that campaign, prospect, conversation or sending seat (owners and managers reach all, an SDR
 *   the campaigns whose matrix rows name them and the seats they own or that send for those, a client
 *   only its company's campaign and the seat that sends for it). The server answers 404 for
 *   anything else, whether it exists or not, and 403 to a client's write; the handler receives the
 *   resolved scope in its context.
 */
// biome-ignore lint/suspicious/noExplicitAny: see ScopeId
export type Access<In = any> = "public" | "user" | StaffRole | ScopeRule<In>;

/**
 * One API call as both sides see it: the server registers its route from this record (path pattern,
 * validation schemas, access, and its entry in the API reference), the client calls it through
 * `callEndpoint` with the same record, and tests build their requests from it. `path` is Fastify's
 * pattern (`/api/campaigns/:id/prospects`).
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answers by status; the 2xx ones type what the client receives. */
  response: { [status: number]: z.ZodType };
  /** Who may call it; a scope rule reads its id from the input the schemas above validated. */
  access: Access;
  /** Only a signed-in person's session may call it, never an API key. */
  sessionOnly?: boolean;
  /**
   * With sessionOnly: the person's side-panel token may call it too (ADR 0051). Every other session-only
   * route refuses the panel's token, so that a panel can never mint a login, a key or another token.
   */
  panel?: boolean;
  /**
   * It cannot be undone: the person must have proved who they are (signed in, or entered the password
   * again) within the last STEP_UP_MINUTES; else 403 `step_up_required`. Implies sessionOnly.
   */
  stepUp?: boolean;
  /**
   * A staff or security action: each call that succeeds is appended to the audit log with who, when,
   * from where and what was sent (secrets hidden); sign-ins are recorded when they fail too.
   */
  audit?: AuditAction;
  /**
   * Open to staff whom the agency requires a second factor of while they have none yet: what signing out
   * and setting one up need (ADR 0048). Every other route answers them 403 `second_factor_setup_required`.
   */
  beforeSecondFactor?: boolean;
  /** Its one line in the API reference, and the reference's section. */
  summary: string;
  tag: EndpointTag;
}

type Validated<S> = S extends z.ZodType ? z.output<S> : never;

/** The input of a record as its schemas validated it: what its scope rule reads. */
export type EndpointValidatedInput<E extends Pick<Endpoint, "params" | "query" | "body">> = ValidatedInput<
  Validated<E["params"]>,
  Validated<E["query"]>,
  Validated<E["body"]>
>;

type SchemaOrNone = z.ZodType | undefined;
type RuleInput<P, Q, B> = ValidatedInput<Validated<P>, Validated<Q>, Validated<B>>;

/**
 * Declares an endpoint, keeping its literal types (`const`) for both sides. The access rule's reader is
 * typed from the record's own schemas (P, Q, B, inferred before it): `(input) => input.params.nope`
 * does not compile.
 */
export const endpoint = <
  const E extends Omit<Endpoint, "access">,
  P extends SchemaOrNone = undefined,
  Q extends SchemaOrNone = undefined,
  B extends SchemaOrNone = undefined,
  const A extends Access<RuleInput<P, Q, B>> = Access<RuleInput<P, Q, B>>,
>(
  definition: E & { params?: P; query?: Q; body?: B; access: A },
): E & { access: A } => definition;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What the client sends: the params, query and body the endpoint declares, each as its schema reads it. */
export type EndpointInput<E extends Endpoint> = (E["params"] extends z.ZodType
  ? { params: Input<E["params"]> }
  : { params?: undefined }) &
  (E["query"] extends z.ZodType ? { query?: Input<E["query"]> } : { query?: undefined }) &
  (E["body"] extends z.ZodType ? { body: Input<E["body"]> } : { body?: undefined });

/** What a successful answer holds (the union of the endpoint's 2xx bodies; undefined for 204). */
export type EndpointResult<E extends Endpoint> = {
  [S in keyof E["response"] & SuccessStatus]: S extends 204 ? undefined : Output<E["response"][S]>;
}[keyof E["response"] & SuccessStatus];

/** The request types a handler sees once Fastify has validated the input with the endpoint's schemas. */
export interface EndpointRequest<E extends Endpoint> {
  Params: Output<E["params"]>;
  Querystring: Output<E["query"]>;
  Body: Output<E["body"]>;
}

/** `/api/campaigns/:id/prospects` with `{ id: "c1" }` -> `/api/campaigns/c1/prospects` (segments encoded). */
export function endpointPath(definition: Endpoint, params?: Record<string, unknown>): string {
  return definition.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`${definition.method} ${definition.path} needs the parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The path with the query's defined values, in the order given: the URL, and the client's query key. */
export function endpointUrl(definition: Endpoint, input: { params?: unknown; query?: unknown } = {}): string {
  const path = endpointPath(definition, input.params as Record<string, unknown> | undefined);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
