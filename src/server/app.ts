import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { makeScopeResolver } from "./core/access/scopes.js";
import { makeSessionResolver } from "./core/access/session-hook.js";
import type { BackupStatus } from "./core/backup/backup-job.js";
import type { AppConfig } from "./core/config.js";
import { type AppContext, createAppContext } from "./core/context.js";
import type { Database } from "./core/db/client.js";
import { boundRequestDatabaseWaits } from "./core/db/database-silence.js";
import { installLiveUpdates } from "./core/events/live-updates.js";
import { accessEnforcer, type RegisteredRoute, trackRouteAccess } from "./core/http/access.js";
import { noStoreByDefault } from "./core/http/cache-control.js";
import { clientAppRoutes } from "./core/http/client-app.js";
import { registerErrorHandler } from "./core/http/errors.js";
import { refuseNulCharacters } from "./core/http/nul-characters.js";
import { makeOriginCheck } from "./core/http/origin-check.js";
import { answerClientError, requestTimeoutServerOptions } from "./core/http/request-timeout.js";
import { installSecurityHeaders } from "./core/http/security-headers.js";
import { installValidationMessages } from "./core/http/validation-messages.js";
import { startBackgroundJobs } from "./core/jobs/background-jobs.js";
import { registerJobMetrics } from "./core/jobs/job-metrics.js";
import type { JobQueue } from "./core/jobs/job-queue.js";
import { createMailer, type Mailer } from "./core/mail/mailer.js";
import { installOpenApi, openApiRoutes } from "./core/openapi/openapi.js";
import { healthRoutes } from "./core/system/health.routes.js";
import { installMetrics, metricsRoutes } from "./core/system/metrics.js";
import type { Lifecycle } from "./core/system/readiness.js";
import { echoRequestId, requestId } from "./core/system/request-id.js";
import { requestLogFields } from "./core/system/request-log.js";
import { closeConnectionWhenShuttingDown } from "./core/system/shutdown.js";
import { installApiKeyAuth } from "./features/api-keys/api-key-auth.js";
import { installAuditTrail } from "./features/audit/index.js";
import { installPanelRateLimit } from "./features/side-panel/panel-rate-limit.js";
import { changeListenersOf, heardCachesOf, serverFeatures } from "./features.js";

export interface AppDeps {
  config: AppConfig;
  database: Database;
  /** false silences request logs (tests). */
  logger?: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    mailer: Mailer;
    jobs: JobQueue;
    lifecycle: Lifecycle;
    backupStatus: BackupStatus;
  }
}

/** Running jobs may take half the shutdown time to finish; pg-boss waits at least a second. */
const jobStopTimeoutMs = (shutdownTimeoutMs: number) => Math.max(1_000, Math.floor(shutdownTimeoutMs / 2));

export async function buildApp({ config, database, logger = true }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, serializers: { req: requestLogFields } } : false,
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // On close, requests already running finish (a CSV import included) while idle keep-alive sockets
    // close; a request arriving on a busy keep-alive socket meanwhile is still answered, with
    // `Connection: close`, rather than with a bare 503 (see system/shutdown.ts).
    forceCloseConnections: "idle",
    return503OnClosing: false,
    // A request (headers and body) must arrive within this; a stalled upload is answered 408 and its
    // connection closed. Answers, live-update streams included, are not limited (http/request-timeout.ts).
    requestTimeout: config.requestTimeoutMs,
    http: requestTimeoutServerOptions(config.requestTimeoutMs),
    clientErrorHandler: answerClientError,
  });
  app.addHook("onRequest", echoRequestId);
  // Before anything that asks the database: one limit for all of a request's waits on it.
  boundRequestDatabaseWaits(app, config.databaseTimeouts.queryMs);
  const { db } = database;

  installValidationMessages();
  // Mutations take JSON (and multipart where a route registers it): a plain-text body is refused with 415.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const lifecycle: Lifecycle = { shuttingDown: false };
  app.decorate("lifecycle", lifecycle);
  app.addHook("onSend", closeConnectionWhenShuttingDown);
  // API answers carry personal data: not stored by browsers or proxies unless a route says otherwise.
  app.addHook("onSend", noStoreByDefault);
  const metrics = installMetrics(app, { database, collectProcessMetrics: config.metricsToken !== undefined });

  // Before any route (the document is collected as they are registered) and before the access tracker.
  await installOpenApi(app);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", registeredRoutes);
  trackRouteAccess(app, registeredRoutes);

  const backupStatus: BackupStatus = { last: null };
  app.decorate("backupStatus", backupStatus);
  const jobs = await startBackgroundJobs(database, config, app.log, serverFeatures, backupStatus);
  app.decorate("jobs", jobs);
  // After the requests in flight (whose mails it queues), before the caller closes the database.
  app.addHook("onClose", () => jobs.stop(jobStopTimeoutMs(config.shutdownTimeoutMs)));
  registerJobMetrics(metrics.registry, jobs, app.log);
  const mailer = createMailer(db, jobs);
  app.decorate("mailer", mailer);
  // What every feature's routes and services share (ADR 0038): built once, passed to each route plugin.
  const ctx: AppContext = createAppContext({ db, config, mailer, jobs, log: app.log });

  await app.register(cookie);
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.cookieSecure,
  });

  app.decorateRequest("actor", null);
  app.decorateRequest("sessionHash", null);
  app.decorateRequest("sessionProvenAt", null);
  app.decorateRequest("sessionUserId", null);
  app.decorateRequest("sessionKind", null);
  const originCheck = makeOriginCheck(config.publicUrl);
  // Stripe's webhook is authenticated by its signature instead (see onboarding/stripe-webhook.routes.ts).
  app.addHook("onRequest", async (request) => {
    if (request.routeOptions.config.skipOriginCheck) return;
    await originCheck(request);
  });
  await installApiKeyAuth(app, { db, perMinute: config.apiKeyRateLimitPerMinute });
  installAuditTrail(app, db);
  app.addHook("onRequest", makeSessionResolver(db, config.sessionDays, config.cookieSecure));
  installPanelRateLimit(app, config.panelRateLimitPerMinute);
  app.addHook("onRequest", accessEnforcer(config.stepUpSeconds));
  // PostgreSQL cannot store a NUL character: refused with a 400 for every route, before its validation.
  app.addHook("preValidation", refuseNulCharacters);
  // Scoped routes: the campaign, prospect or conversation they reach, checked once their input is valid.
  app.addHook("preHandler", makeScopeResolver(db));
  await installLiveUpdates(
    app,
    database,
    heardCachesOf(serverFeatures, db),
    changeListenersOf(serverFeatures, db),
  );

  await app.register(healthRoutes, { database, lifecycle, backupStatus });
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  for (const feature of serverFeatures) {
    for (const routes of feature.routes ?? []) await app.register(routes, ctx);
  }
  await app.register(openApiRoutes);
  await app.register(clientAppRoutes, { clientDir: config.clientDir });

  return app;
}
