import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { AppConfig } from "./config.js";
import type { AppContext } from "./context.js";
import type { Database, Db } from "./db/client.js";
import type { ChangeListener } from "./events/changes.js";
import type { JobQueue } from "./jobs/job-queue.js";

/**
 * A cache this server keeps of database rows. It is correct only while the server hears every change
 * on its notice channel, so it is told when listening starts (with the round trip after which every
 * notice committed before it was heard) and stops (null); ADRs 0032 and 0033.
 */
export interface HeardCache {
  activate(heard: (() => Promise<void>) | null): void;
  /** A notice arrived on the cache's channel. */
  changed(payload: string): void;
  /** Called when the cache is wanted while not listening: the listener starts. */
  onInactiveUse(wake: () => void): void;
}

/** A feature's route plugin: registered by app.ts with the app context. */
export type FeatureRoutes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/**
 * What a feature plugs into the core: app.ts assembles the features' entries (src/server/features.ts
 * lists them), so core never imports a feature.
 */
export interface ServerFeature {
  name: string;
  /** Its route plugins. */
  routes?: readonly FeatureRoutes[];
  /** Starts its workers and schedules on the job queue; what it returns stops what it runs beside the queue. */
  startJobs?(
    jobs: JobQueue,
    database: Database,
    config: AppConfig,
    log: FastifyBaseLogger,
    // biome-ignore lint/suspicious/noConfusingVoidType: a feature hands back its start function's own Promise<void>
  ): Promise<(() => void) | void>;
  /** Deletes its rows that have expired (run by the prune-expired-rows job); how many went, by kind. */
  pruneExpired?(db: Db, config: AppConfig): Promise<Record<string, number>>;
  /** Its caches kept correct by database notices, by channel. */
  heardCaches?(db: Db): Record<string, HeardCache>;
  /**
   * What its in-process caches do with the changes a request on this server committed (the change
   * log, events/changes.ts; ADR 0037): called once the request has answered below 400.
   */
  onChanges?(db: Db): ChangeListener;
}
