import { resolve } from "node:path";
import { DEFAULT_AUDIT_RETENTION_MONTHS } from "../../shared/contracts/audit.js";
import { STEP_UP_MINUTES } from "../../shared/contracts/auth.js";
import type { PackageId } from "../../shared/contracts/onboarding.js";
import { SUPPORT_EMAIL_FALLBACK } from "../../shared/contracts/support.js";

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when set the embedded database is not used. */
  databaseUrl: string | undefined;
  publicUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Stripe price ids per package; a package without one is charged from its price in PACKAGES. */
  stripePriceIds: Partial<Record<PackageId, string>>;
  /** Another Stripe API address (e.g. stripe-mock, http://localhost:12111); Stripe's own when unset. */
  stripeApiBase: string | undefined;
  /** NODE_ENV=production. */
  production: boolean;
  /** Lets production run the local test checkout when Stripe is not configured (ALLOW_TEST_CHECKOUT). */
  allowTestCheckout: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  logLevel: string;
  cookieSecure: boolean;
  /** Directory of the built client; absent in API-only runs (tests). */
  clientDir: string | undefined;
  authRateLimit: { perIp: number; perEmail: number; windowSeconds: number };
  sessionDays: number;
  /** Interactive Demo sessions: their own per-IP limit, and a short life so they do not pile up. */
  demo: { perIp: number; windowSeconds: number; sessionDays: number };
  /** Requests each API key may make per minute (API_KEY_RATE_LIMIT_PER_MINUTE); sessions are not counted. */
  apiKeyRateLimitPerMinute: number;
  /** Requests each side panel's token may make per minute (PANEL_RATE_LIMIT_PER_MINUTE; ADR 0051). */
  panelRateLimitPerMinute: number;
  /** How long a password proof lets a session do what cannot be undone (STEP_UP_SECONDS; ADR 0045). */
  stepUpSeconds: number;
  /** Months the audit log keeps an entry (AUDIT_RETENTION_MONTHS). */
  auditRetentionMonths: number;
  /** Calls to the Calendly inbound webhook per client address per minute (CALENDLY_WEBHOOK_RATE_LIMIT_PER_MINUTE). */
  calendlyWebhookRateLimitPerMinute: number;
  /** Bearer token that GET /metrics requires; without one the endpoint does not exist (404). */
  metricsToken: string | undefined;
  /** After SIGTERM/SIGINT, how long in-flight requests may take before the process exits with 1. */
  shutdownTimeoutMs: number;
  /** Connections in the PostgreSQL pool (the listening connection for live updates comes on top). */
  databasePoolSize: number;
  /** How long PostgreSQL may take before a request gives up with 503 (DATABASE_URL only). */
  databaseTimeouts: DatabaseTimeouts;
  /**
   * How long a client may take to send a whole request (headers and body) before it is answered 408
   * and its connection closed. Answers and live-update streams are not limited by it.
   */
  requestTimeoutMs: number;
  /**
   * The IANA time zone (APP_TIME_ZONE) whose calendar days make every period (Today, This Week, ...)
   * and the daily roll-ups; the server process's own zone when unset. See docs/decisions/0018.
   */
  timeZone: string;
  /** Background jobs on pg-boss (docs/decisions/0019). */
  jobs: JobsConfig;
  /** Outgoing webhooks (docs/decisions/0028). */
  webhooks: WebhooksConfig;
  /** Backups (docs/decisions/0046). */
  backups: BackupsConfig;
}

export interface BackupsConfig {
  /** BACKUP_DIR: where `npm run backup` and the daily job write. */
  dir: string;
  /** BACKUP_KEEP: how many of the daily job's backups are kept. */
  keep: number;
  /** BACKUP_CRON: when the daily job runs (cron, UTC). */
  cron: string;
  /**
   * Whether the daily job runs: on the embedded database unless BACKUP_KEEP is 0; on PostgreSQL only
   * when BACKUP_DIR is set (its own tools do it better there).
   */
  daily: boolean;
}

export interface WebhooksConfig {
  /** ALLOW_PRIVATE_WEBHOOK_URLS: endpoints may be private, loopback or link-local addresses (tests). */
  allowPrivateUrls: boolean;
  /** WEBHOOK_RETRY_BASE_SECONDS: the pause before a failed delivery's first retry (doubling after). */
  retryBaseSeconds: number;
}

/** How this server takes part in the job queue. */
export interface JobsConfig {
  /** JOBS_ENABLED: this server works jobs and runs the schedules; false: it only enqueues them. */
  work: boolean;
  /**
   * Whether a working server also keeps the schedules: always, but in a test that runs a scheduled job
   * itself, at the times it chooses.
   */
  schedules: boolean;
  /** JOBS_POLL_INTERVAL_SECONDS: how often an idle worker looks for new jobs (at least 0.5). */
  pollIntervalSeconds: number;
  /** When the pruning of expired sessions and ended rate-limit windows runs (cron, UTC). */
  pruneCron: string;
  /**
   * Attempts after the first, and the pause before each retry. With `backoff`, pg-boss 11 adds only a
   * doubling second or so to each pause (1-2 s, 2-4 s, ...), so the pause itself sets the span.
   */
  mailRetry: { limit: number; delaySeconds: number; backoff: boolean };
}

/**
 * PostgreSQL time limits, in milliseconds; 0 switches one off. See docs/decisions/0017.
 * - queryMs: the app stops waiting for the answer to one query, and drops that connection (the
 *   database may be stopped or out of reach: nothing else would ever end the wait);
 * - connectMs: the wait for a connection, a new one or a free one of the pool;
 * - statementMs: PostgreSQL's statement_timeout: the database cancels a statement running this long
 *   (shorter than queryMs, so a slow database ends its own statement and keeps the connection);
 * - idleInTransactionMs: PostgreSQL's idle_in_transaction_session_timeout: the database closes a
 *   session left inside a transaction this long (its app server went away mid-transaction).
 */
export interface DatabaseTimeouts {
  queryMs: number;
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  queryMs: 8_000,
  connectMs: 5_000,
  statementMs: 7_000,
  idleInTransactionMs: 60_000,
};

export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

/** pg-boss polls no more often than this. */
const MIN_JOB_POLL_SECONDS = 0.5;

function jobPollSeconds(env: Env): number {
  const raw = blankToUndefined(env.JOBS_POLL_INTERVAL_SECONDS);
  if (raw === undefined) return 2;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < MIN_JOB_POLL_SECONDS || value > 60) {
    throw new Error(`JOBS_POLL_INTERVAL_SECONDS must be a number of seconds from 0.5 to 60, got "${raw}"`);
  }
  return value;
}

function jobsConfig(env: Env): JobsConfig {
  const raw = blankToUndefined(env.JOBS_ENABLED);
  return {
    work: raw === undefined || flag(raw),
    schedules: true,
    pollIntervalSeconds: jobPollSeconds(env),
    pruneCron: "7 * * * *",
    // Every 6 minutes for half an hour: a mail server that is down for a while still gets the mail.
    mailRetry: { limit: 5, delaySeconds: 360, backoff: false },
  };
}

type Env = Record<string, string | undefined>;

/** Five minutes: nine attempts then span about 21 hours. 0 (tests) retries at once. */
function webhookRetryBaseSeconds(env: Env): number {
  const raw = blankToUndefined(env.WEBHOOK_RETRY_BASE_SECONDS);
  if (raw === undefined) return 300;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 86_400) {
    throw new Error(
      `WEBHOOK_RETRY_BASE_SECONDS must be a whole number of seconds from 0 to 86400, got "${raw}"`,
    );
  }
  return value;
}

/** Ten minutes; from 10 seconds to a day. */
function stepUpSeconds(env: Env): number {
  const raw = blankToUndefined(env.STEP_UP_SECONDS);
  if (raw === undefined) return STEP_UP_MINUTES * 60;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 10 || value > 86_400) {
    throw new Error(`STEP_UP_SECONDS must be a whole number of seconds from 10 to 86400, got "${raw}"`);
  }
  return value;
}

/** Five fields, each a number, a step, a list or a range (or `*`), as pg-boss reads them. */
const CRON = /^(\S+\s+){4}\S+$/;

function backupsConfig(env: Env, dataInPostgres: boolean): BackupsConfig {
  const dir = blankToUndefined(env.BACKUP_DIR);
  const rawKeep = blankToUndefined(env.BACKUP_KEEP);
  const keep = rawKeep === undefined ? 7 : Number(rawKeep);
  if (!Number.isInteger(keep) || keep < 0 || keep > 1000) {
    throw new Error(`BACKUP_KEEP must be a whole number from 0 (no daily backup) to 1000, got "${rawKeep}"`);
  }
  const cron = blankToUndefined(env.BACKUP_CRON) ?? "17 2 * * *";
  if (!CRON.test(cron)) {
    throw new Error(`BACKUP_CRON must be a cron schedule of five fields such as "17 2 * * *", got "${cron}"`);
  }
  return {
    dir: resolve(dir ?? "./backups"),
    keep,
    cron,
    daily: keep > 0 && (!dataInPostgres || dir !== undefined),
  };
}

function flag(value: string | undefined): boolean {
  return value !== undefined && ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());
}

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

/** Milliseconds as a whole number, 0 (off) included. */
function milliseconds(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number of milliseconds (0 switches it off), got "${raw}"`);
  return value;
}

function databaseTimeouts(env: Env): DatabaseTimeouts {
  const defaults = DEFAULT_DATABASE_TIMEOUTS;
  const timeouts = {
    queryMs: milliseconds(env, "DATABASE_QUERY_TIMEOUT_MS", defaults.queryMs),
    connectMs: milliseconds(env, "DATABASE_CONNECT_TIMEOUT_MS", defaults.connectMs),
    statementMs: milliseconds(env, "DATABASE_STATEMENT_TIMEOUT_MS", defaults.statementMs),
    idleInTransactionMs: milliseconds(
      env,
      "DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS",
      defaults.idleInTransactionMs,
    ),
  };
  // Otherwise the app would drop the connection of every statement the database was about to cancel.
  if (timeouts.queryMs > 0 && timeouts.statementMs > 0 && timeouts.statementMs >= timeouts.queryMs) {
    throw new Error(
      `DATABASE_STATEMENT_TIMEOUT_MS (${timeouts.statementMs}) must be shorter than DATABASE_QUERY_TIMEOUT_MS (${timeouts.queryMs})`,
    );
  }
  return timeouts;
}

/**
 * The time zone of the server process (TZ, or the system's): an IANA name such as "Europe/Berlin", or
 * "UTC". It is only the default of APP_TIME_ZONE, read once here; everything else takes the configured
 * zone from the app context (core/context.ts), never this.
 */
export function serverTimeZone(): string {
  // A TZ the runtime does not know leaves the zone unnamed, and the clock in UTC.
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "UTC";
}

/**
 * APP_TIME_ZONE as its canonical IANA name ("europe/berlin" is "Europe/Berlin"); the process's zone when
 * unset. A name the runtime does not know, or a bare UTC offset ("+02:00", which PostgreSQL would read
 * with the opposite sign), is refused.
 */
function appTimeZone(env: Env): string {
  const raw = blankToUndefined(env.APP_TIME_ZONE);
  if (raw === undefined) return serverTimeZone();
  let zone: string | undefined;
  try {
    if (!/^[+-]/.test(raw))
      zone = new Intl.DateTimeFormat("en-US", { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  if (zone === undefined) {
    throw new Error(
      `APP_TIME_ZONE must be an IANA time zone name such as "Europe/Berlin" or "UTC", got "${raw}"`,
    );
  }
  return zone;
}

function blankToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}

function url(env: Env, name: string): string | undefined {
  const raw = blankToUndefined(env[name]);
  if (raw === undefined) return undefined;
  const protocol = URL.canParse(raw) ? new URL(raw).protocol : "";
  if (protocol !== "http:" && protocol !== "https:") {
    throw new Error(`${name} must be a URL such as http://localhost:12111, got "${raw}"`);
  }
  return raw;
}

function stripePriceIds(env: Env): Partial<Record<PackageId, string>> {
  const ids: Partial<Record<PackageId, string>> = {};
  const leadGeneration = blankToUndefined(env.STRIPE_PRICE_LEAD_GENERATION);
  const appointmentSetting = blankToUndefined(env.STRIPE_PRICE_APPOINTMENT_SETTING);
  if (leadGeneration) ids["lead-generation"] = leadGeneration;
  if (appointmentSetting) ids["appointment-setting"] = appointmentSetting;
  return ids;
}

/** Every environment variable the app reads: a spawned server (tests, bench) starts without the caller's. */
export const APP_ENV_NAMES = [
  "PORT",
  "HOST",
  "DATA_DIR",
  "DATABASE_URL",
  "PUBLIC_URL",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "SEED_DEMO",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_LEAD_GENERATION",
  "STRIPE_PRICE_APPOINTMENT_SETTING",
  "STRIPE_API_BASE",
  "NODE_ENV",
  "ALLOW_TEST_CHECKOUT",
  "SMTP_URL",
  "MAIL_FROM",
  "SUPPORT_EMAIL",
  "LOG_LEVEL",
  "COOKIE_SECURE",
  "CLIENT_DIR",
  "AUTH_RATE_LIMIT_PER_IP",
  "AUTH_RATE_LIMIT_PER_EMAIL",
  "DEMO_RATE_LIMIT_PER_IP",
  "API_KEY_RATE_LIMIT_PER_MINUTE",
  "PANEL_RATE_LIMIT_PER_MINUTE",
  "CALENDLY_WEBHOOK_RATE_LIMIT_PER_MINUTE",
  "METRICS_TOKEN",
  "SHUTDOWN_TIMEOUT_MS",
  "DATABASE_POOL_SIZE",
  "DATABASE_QUERY_TIMEOUT_MS",
  "DATABASE_CONNECT_TIMEOUT_MS",
  "DATABASE_STATEMENT_TIMEOUT_MS",
  "DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS",
  "REQUEST_TIMEOUT_MS",
  "APP_TIME_ZONE",
  "JOBS_ENABLED",
  "JOBS_POLL_INTERVAL_SECONDS",
  "ALLOW_PRIVATE_WEBHOOK_URLS",
  "WEBHOOK_RETRY_BASE_SECONDS",
  "AUDIT_RETENTION_MONTHS",
  "STEP_UP_SECONDS",
  "BACKUP_DIR",
  "BACKUP_KEEP",
  "BACKUP_CRON",
] as const;

export type AppEnvName = (typeof APP_ENV_NAMES)[number];

/** The sections of docs/configuration.md, in order. */
export const SETTING_GROUPS = [
  "Server",
  "Database",
  "First start and demo",
  "Payments",
  "Mail",
  "Rate limits",
  "Background jobs and webhooks",
  "Backups",
] as const;

/** How docs/configuration.md describes one setting (written by scripts/config-reference.ts). */
export interface SettingDoc {
  group: (typeof SETTING_GROUPS)[number];
  /** The value when unset or empty, as people read it ("–": none). */
  default: string;
  /** Markdown, one paragraph; links are relative to docs/. */
  description: string;
}

/** What each variable of APP_ENV_NAMES does: the one description of the settings. */
export const SETTINGS = {
  PORT: {
    group: "Server",
    default: "`3000`",
    description: "HTTP port of the web app and the API. A positive whole number.",
  },
  HOST: {
    group: "Server",
    default: "`127.0.0.1`",
    description: "Interface to listen on; `0.0.0.0` in a container (the Docker image sets it).",
  },
  PUBLIC_URL: {
    group: "Server",
    default: "`http://localhost:PORT`",
    description:
      "The exact origin people use, e.g. `https://desk.agency.example` (a trailing `/` is dropped): links in e-mails, Stripe return URLs, and the cross-site check, which refuses (403) a change whose `Origin` matches neither this nor the request's own host. Behind a TLS-terminating proxy this is the origin that matches.",
  },
  COOKIE_SECURE: {
    group: "Server",
    default: "`false`",
    description:
      "`true` behind HTTPS: secure cookies (the session and device cookies carry the `__Host-` prefix), HSTS and `upgrade-insecure-requests`.",
  },
  STEP_UP_SECONDS: {
    group: "Server",
    default: "`600`",
    description:
      "How long after a person entered their password (signing in, or confirming it) they may do what cannot be undone: create API keys and webhook endpoints, erase a person, change roles, transfer ownership. Past it the app asks for the password again ([ADR 0045](decisions/0045-step-up-for-what-cannot-be-undone.md)). A whole number of seconds from 10 to 86400.",
  },
  NODE_ENV: {
    group: "Server",
    default: "–",
    description:
      "`production` (the Docker image sets it): without `STRIPE_SECRET_KEY` the checkout is off and answers 503, unless `ALLOW_TEST_CHECKOUT` is on. Any other value is not production.",
  },
  LOG_LEVEL: {
    group: "Server",
    default: "`info`",
    description:
      "`fatal`, `error`, `warn`, `info`, `debug` or `trace`; `debug` for a while, not permanently ([logs](operations.md#logs)).",
  },
  CLIENT_DIR: {
    group: "Server",
    default: "`./dist/client`",
    description: "Directory of the built web app (`npm run build`); the Docker image has it in place.",
  },
  APP_TIME_ZONE: {
    group: "Server",
    default: "the process's zone (`TZ`, else the system's)",
    description:
      "IANA time zone name (`Europe/Berlin`, `America/Los_Angeles`, `UTC`) whose calendar days make every dashboard and Team KPI period (Today, This Week, Last Month, ...) and the daily roll-ups, and the default zone of a campaign's cadence. A name the runtime does not know, or a bare offset such as `+02:00`, stops the server at start-up. Give every server of one database the same zone: a change recounts the roll-ups once at start-up ([time zone](operations.md#time-zone), [ADR 0018](decisions/0018-time-zone-as-configuration.md)).",
  },
  REQUEST_TIMEOUT_MS: {
    group: "Server",
    default: "`60000`",
    description:
      "How long a client may take to send a whole request (headers and body, an upload included) before it is answered 408 and its connection closed. Answers are not limited by it, so live-update streams stay open. Whole milliseconds; `0` switches it off ([slow requests](operations.md#slow-or-stalled-requests), [ADR 0017](decisions/0017-time-limits-on-the-database-and-requests.md)).",
  },
  SHUTDOWN_TIMEOUT_MS: {
    group: "Server",
    default: "`25000`",
    description:
      "After SIGTERM or SIGINT, how long requests in flight may take (running jobs half of it) before the process logs an error and exits with status 1. A positive whole number of milliseconds; the process manager's own deadline must be longer ([graceful shutdown](operations.md#graceful-shutdown)).",
  },
  METRICS_TOKEN: {
    group: "Server",
    default: "–",
    description:
      "Bearer token that Prometheus metrics at `GET /metrics` require; while unset the endpoint answers 404 ([metrics](operations.md#metrics)).",
  },
  DATABASE_URL: {
    group: "Database",
    default: "–",
    description:
      "PostgreSQL connection string, e.g. `postgres://user:pass@host:5432/outreach` (percent-encode special characters in the password); it replaces the embedded database. It must reach PostgreSQL directly or through PgBouncer in session mode ([PgBouncer](operations.md#pgbouncer)).",
  },
  DATA_DIR: {
    group: "Database",
    default: "`./data`",
    description:
      "Files of the embedded PGlite database, used only without `DATABASE_URL`; the Docker image uses `/app/data`. One server only.",
  },
  DATABASE_POOL_SIZE: {
    group: "Database",
    default: "`10`",
    description:
      "PostgreSQL connections in each server's pool; each server opens one more for live updates. A positive whole number; unused on the embedded database ([database connections](operations.md#database-connections)).",
  },
  DATABASE_QUERY_TIMEOUT_MS: {
    group: "Database",
    default: "`8000`",
    description:
      "How long a server waits for PostgreSQL's answer to one query before the request answers 503 with `Retry-After` and the connection is dropped (a stopped or unreachable database would otherwise hold requests for ever). Whole milliseconds; `0` switches it off. PostgreSQL only ([when the database stops answering](operations.md#when-the-database-stops-answering)).",
  },
  DATABASE_CONNECT_TIMEOUT_MS: {
    group: "Database",
    default: "`5000`",
    description:
      "How long a request waits for a connection (a new one, or a free one of the pool) before answering 503. Whole milliseconds; `0` switches it off. PostgreSQL only.",
  },
  DATABASE_STATEMENT_TIMEOUT_MS: {
    group: "Database",
    default: "`7000`",
    description:
      "PostgreSQL's `statement_timeout` for the pool's connections: the database cancels a statement running longer (503) and the connection stays in use. Must be shorter than `DATABASE_QUERY_TIMEOUT_MS` unless one of them is `0`; `0` leaves the database's own setting. PostgreSQL only.",
  },
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: {
    group: "Database",
    default: "`60000`",
    description:
      "PostgreSQL's `idle_in_transaction_session_timeout` for the pool's connections: the database closes a session left idle inside a transaction this long, releasing its locks. Whole milliseconds; `0` switches it off. PostgreSQL only.",
  },
  ADMIN_EMAIL: {
    group: "First start and demo",
    default: "–",
    description:
      "With `ADMIN_PASSWORD`: creates the first manager (SDR) at start-up while no SDR exists; later changes change nothing. Without them, each start of an instance with no SDR prints a one-time setup code for the first SDR instead.",
  },
  ADMIN_PASSWORD: {
    group: "First start and demo",
    default: "–",
    description:
      "The first manager's password. Like every new password it needs at least 12 characters and must not be a common or easily guessed password, or start-up stops and says why ([ADR 0013](decisions/0013-passwords-twelve-characters-and-strength.md)).",
  },
  SEED_DEMO: {
    group: "First start and demo",
    default: "`false`",
    description:
      "`true`: create the demo company, its read-only client login and its campaign with 100 sample prospects, and let the landing page's Interactive Demo sign visitors in as that client ([onboarding and demo](features/onboarding-and-payments.md)). Leave it off in production.",
  },
  STRIPE_SECRET_KEY: {
    group: "Payments",
    default: "–",
    description:
      'Real Stripe Checkout (subscription mode) for onboarding. Without it a local test checkout is used that anyone can "pay" and nothing is charged; the server logs a warning, and in production the checkout is off (503) unless `ALLOW_TEST_CHECKOUT` is on ([payments](features/onboarding-and-payments.md#payments)).',
  },
  STRIPE_WEBHOOK_SECRET: {
    group: "Payments",
    default: "–",
    description:
      "Signing secret of the Stripe webhook endpoint `PUBLIC_URL/api/stripe/webhook`; without it the endpoint answers 503.",
  },
  STRIPE_PRICE_LEAD_GENERATION: {
    group: "Payments",
    default: "–",
    description:
      "Stripe price id (monthly, recurring) of the Lead Generation package; without it the package's listed price ($279 a month) is sent inline.",
  },
  STRIPE_PRICE_APPOINTMENT_SETTING: {
    group: "Payments",
    default: "–",
    description:
      "Stripe price id (monthly, recurring) of the Appointment Setting package; without it the package's listed price ($379 a month) is sent inline.",
  },
  STRIPE_API_BASE: {
    group: "Payments",
    default: "Stripe's own",
    description:
      "Another Stripe API address, an `http(s)` URL such as `http://localhost:12111` for stripe-mock. Testing only.",
  },
  ALLOW_TEST_CHECKOUT: {
    group: "Payments",
    default: "`false`",
    description:
      "`true` runs the local test checkout in production anyway (a demo server without Stripe): anyone can then create companies and logins. The server logs a warning.",
  },
  SMTP_URL: {
    group: "Mail",
    default: "–",
    description:
      "Send mail through this server, e.g. `smtp://user:pass@mail.example.com:587`; without it mail is only logged. Either way every mail is kept in the `outbox` table and delivered by a background job, retried 5 times over about half an hour ([background jobs](operations.md#background-jobs)).",
  },
  MAIL_FROM: {
    group: "Mail",
    default: "`Outreach Desk <SUPPORT_EMAIL>`",
    description: "Sender of outgoing mail.",
  },
  SUPPORT_EMAIL: {
    group: "Mail",
    default: "`support@outreachdesk.app`",
    description: "Support address shown to customers, e.g. in the answer of a checkout that is switched off.",
  },
  AUTH_RATE_LIMIT_PER_IP: {
    group: "Rate limits",
    default: "`30`",
    description:
      "Wrong-password, registration and reset attempts per client address per 15 minutes; it also limits onboarding forms and checkouts. Counted in the database for all servers. The server does not trust `X-Forwarded-For`, so behind a proxy all users share one address: raise it there ([TLS and the load balancer](operations.md#tls-the-load-balancer-and-client-addresses)). A positive whole number.",
  },
  AUTH_RATE_LIMIT_PER_EMAIL: {
    group: "Rate limits",
    default: "`10`",
    description:
      "The same attempts per account per 15 minutes; a browser that signed in to the account before has a budget of its own (device cookie), and a new browser past the limit gets a mailed sign-in link for the right password, so nobody can lock the owner out. A positive whole number.",
  },
  DEMO_RATE_LIMIT_PER_IP: {
    group: "Rate limits",
    default: "`300`",
    description:
      "Interactive Demo starts (`POST /api/demo/session`) per client address per 15 minutes, apart from the sign-in limits. A positive whole number.",
  },
  API_KEY_RATE_LIMIT_PER_MINUTE: {
    group: "Rate limits",
    default: "`600`",
    description:
      "Requests each API key may make per minute, counted in each server's memory (with N servers a key may make N times as many); then 429 with `Retry-After`. Signed-in people are not counted ([API keys](features/api.md#api-keys), [ADR 0027](decisions/0027-api-keys.md)). A positive whole number.",
  },
  PANEL_RATE_LIMIT_PER_MINUTE: {
    group: "Rate limits",
    default: "`300`",
    description:
      "Requests each connected side panel may make per minute, counted in each server's memory; then 429 with `Retry-After` ([Side panel](features/side-panel.md), [ADR 0051](decisions/0051-side-panel-tokens.md)). A positive whole number.",
  },
  CALENDLY_WEBHOOK_RATE_LIMIT_PER_MINUTE: {
    group: "Rate limits",
    default: "`600`",
    description:
      "Calls to the Calendly inbound webhook per client address per minute, counted in the database for all servers; then 429 with `Retry-After` (Calendly retries). Calendly sends from few addresses for all companies ([Calendly](operations.md#meetings-from-calendly)). A positive whole number.",
  },
  AUDIT_RETENTION_MONTHS: {
    group: "Background jobs and webhooks",
    default: "`24`",
    description:
      "Months the audit log keeps an entry; the hourly pruning deletes older ones ([audit log](features/audit-log.md), [ADR 0047](decisions/0047-audit-log-declared-at-the-route.md)). A positive whole number.",
  },
  JOBS_ENABLED: {
    group: "Background jobs and webhooks",
    default: "`true`",
    description:
      "This server works the background jobs (mail delivery, webhook delivery, pruning, ...) and runs their schedules; `false`: it only queues them, for other servers of the same database to work ([background jobs](operations.md#background-jobs), [ADR 0019](decisions/0019-job-queue-on-pg-boss.md)).",
  },
  JOBS_POLL_INTERVAL_SECONDS: {
    group: "Background jobs and webhooks",
    default: "`2`",
    description: "How often an idle job worker looks for new jobs, from 0.5 to 60 seconds.",
  },
  ALLOW_PRIVATE_WEBHOOK_URLS: {
    group: "Background jobs and webhooks",
    default: "`false`",
    description:
      "`true` lets webhook endpoints be private, loopback, link-local or unique-local addresses (tests and local receivers). Leave it off in production: it would let a manager make the server call the internal network.",
  },
  WEBHOOK_RETRY_BASE_SECONDS: {
    group: "Background jobs and webhooks",
    default: "`300`",
    description:
      "Pause before a failed webhook delivery's first retry; each further pause doubles (9 attempts over about 21 hours). A whole number of seconds from 0 to 86400; `0` retries at once ([webhooks](features/webhooks.md), [ADR 0028](decisions/0028-webhook-outbox-and-delivery.md)).",
  },
  BACKUP_DIR: {
    group: "Backups",
    default: "`./backups`",
    description:
      "Directory that `npm run backup` and the daily backup write to (created if missing); the Docker image uses `/app/backups`, mount a volume there. Setting it also switches the daily backup on with `DATABASE_URL` ([backups](operations.md#backups), [ADR 0046](decisions/0046-backups-that-restore.md)).",
  },
  BACKUP_KEEP: {
    group: "Backups",
    default: "`7`",
    description:
      "How many daily backups are kept in `BACKUP_DIR`; after each new one the oldest beyond this are deleted (only files named `outreach-desk-*.backup.gz`). `0` switches the daily backup off. The daily backup runs on the embedded database by default, and with `DATABASE_URL` only when `BACKUP_DIR` is set. A whole number from 0 to 1000.",
  },
  BACKUP_CRON: {
    group: "Backups",
    default: "`17 2 * * *`",
    description: "When the daily backup runs: a cron schedule of five fields, in UTC (the default is 02:17).",
  },
} satisfies Record<AppEnvName, SettingDoc>;

/** The only place that reads the environment. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = positiveInt(env, "PORT", 3000);
  const supportEmail = blankToUndefined(env.SUPPORT_EMAIL) ?? SUPPORT_EMAIL_FALLBACK;
  return {
    port,
    host: blankToUndefined(env.HOST) ?? "127.0.0.1",
    dataDir: resolve(blankToUndefined(env.DATA_DIR) ?? "./data"),
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    publicUrl: (blankToUndefined(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    adminEmail: blankToUndefined(env.ADMIN_EMAIL)?.toLowerCase(),
    adminPassword: blankToUndefined(env.ADMIN_PASSWORD),
    seedDemo: flag(env.SEED_DEMO),
    stripeSecretKey: blankToUndefined(env.STRIPE_SECRET_KEY),
    stripeWebhookSecret: blankToUndefined(env.STRIPE_WEBHOOK_SECRET),
    stripePriceIds: stripePriceIds(env),
    stripeApiBase: url(env, "STRIPE_API_BASE"),
    production: blankToUndefined(env.NODE_ENV) === "production",
    allowTestCheckout: flag(env.ALLOW_TEST_CHECKOUT),
    smtpUrl: blankToUndefined(env.SMTP_URL),
    mailFrom: blankToUndefined(env.MAIL_FROM) ?? `Outreach Desk <${supportEmail}>`,
    supportEmail,
    logLevel: blankToUndefined(env.LOG_LEVEL) ?? "info",
    cookieSecure: flag(env.COOKIE_SECURE),
    clientDir: resolve(blankToUndefined(env.CLIENT_DIR) ?? "./dist/client"),
    authRateLimit: {
      perIp: positiveInt(env, "AUTH_RATE_LIMIT_PER_IP", 30),
      perEmail: positiveInt(env, "AUTH_RATE_LIMIT_PER_EMAIL", 10),
      windowSeconds: 15 * 60,
    },
    sessionDays: 30,
    demo: { perIp: positiveInt(env, "DEMO_RATE_LIMIT_PER_IP", 300), windowSeconds: 15 * 60, sessionDays: 1 },
    apiKeyRateLimitPerMinute: positiveInt(env, "API_KEY_RATE_LIMIT_PER_MINUTE", 600),
    panelRateLimitPerMinute: positiveInt(env, "PANEL_RATE_LIMIT_PER_MINUTE", 300),
    auditRetentionMonths: positiveInt(env, "AUDIT_RETENTION_MONTHS", DEFAULT_AUDIT_RETENTION_MONTHS),
    stepUpSeconds: stepUpSeconds(env),
    calendlyWebhookRateLimitPerMinute: positiveInt(env, "CALENDLY_WEBHOOK_RATE_LIMIT_PER_MINUTE", 600),
    metricsToken: blankToUndefined(env.METRICS_TOKEN),
    shutdownTimeoutMs: positiveInt(env, "SHUTDOWN_TIMEOUT_MS", 25_000),
    databasePoolSize: positiveInt(env, "DATABASE_POOL_SIZE", 10),
    databaseTimeouts: databaseTimeouts(env),
    requestTimeoutMs: milliseconds(env, "REQUEST_TIMEOUT_MS", DEFAULT_REQUEST_TIMEOUT_MS),
    timeZone: appTimeZone(env),
    jobs: jobsConfig(env),
    webhooks: {
      allowPrivateUrls: flag(env.ALLOW_PRIVATE_WEBHOOK_URLS),
      retryBaseSeconds: webhookRetryBaseSeconds(env),
    },
    backups: backupsConfig(env, blankToUndefined(env.DATABASE_URL) !== undefined),
  };
}
