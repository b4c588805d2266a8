import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "./config.js";
import type { Db } from "./db/client.js";
import type { JobQueue } from "./jobs/job-queue.js";
import type { Mailer } from "./mail/mailer.js";

/** What time it is: the system clock in the app, a fixed or moving one where a test wants it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * What the app's parts share, built once by app.ts and handed to every feature's route plugin
 * (`app.register(xRoutes, ctx)`) and from there to the services that need more than the database
 * (ADR 0038). `timeZone` is the configured APP_TIME_ZONE (config.timeZone): the zone every calendar
 * day is counted in where a company's own zone does not apply. Nothing has a default zone.
 */
export interface AppContext {
  db: Db;
  config: AppConfig;
  clock: Clock;
  timeZone: string;
  mailer: Mailer;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

export function createAppContext(
  parts: Omit<AppContext, "clock" | "timeZone"> & { clock?: Clock },
): AppContext {
  const { clock = systemClock, ...rest } = parts;
  return { ...rest, clock, timeZone: parts.config.timeZone };
}
