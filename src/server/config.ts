import { resolve } from "node:path";
import type { PackageId } from "../shared/contracts/onboarding.js";
import { SUPPORT_EMAIL_FALLBACK } from "../shared/contracts/support.js";

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
 * APP_TIME_ZONE as its canonical IANA name ("europe/berlin" is "Europe/Berlin"); the process's zone when
 * unset. A name the runtime does not know, or a bare UTC offset ("+02:00", which PostgreSQL would read
 * with the opposite sign), is refused.
 */
function appTimeZone(env: Env): string {
  const raw = blankToUndefined(env.APP_TIME_ZONE);
  // Unset: the process's zone (TZ, else the system's); a TZ the runtime does not know runs in UTC.
  if (raw === undefined) return Intl.DateTimeFormat().resolvedOptions().timeZone ?? "UTC";
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
] as const;

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
  };
}
