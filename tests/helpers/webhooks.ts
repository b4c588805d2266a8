import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { AppConfig } from "../../src/server/core/config.js";
import type { Db } from "../../src/server/core/db/client.js";
import { queryRows } from "../../src/server/core/db/raw.js";
import { drainWebhooks } from "../../src/server/features/webhooks/webhook-drain.js";
import type { WebhookCreate, WebhookWithSecret } from "../../src/shared/contracts/webhooks.js";
import type { Api } from "./management.js";
import { TEST_PUBLIC_URL, type TestApp, testAppSuite, testConfig } from "./test-app.js";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver.js";
import { createWorkspace, type Workspace } from "./workspace.js";

/**
 * Local receivers are allowed and retries come at once; the job queue is not worked, so a test sends
 * the due deliveries itself (`drain`) and knows when they went.
 */
export const webhookTestConfig = (): Partial<AppConfig> => ({
  webhooks: { allowPrivateUrls: true, retryBaseSeconds: 0 },
  jobs: { ...testConfig().jobs, work: false },
});

export interface WebhookSuite {
  t: TestApp;
  w: Workspace;
  receiver: WebhookReceiver;
}

/**
 * An app, a workspace and a receiver for a test file. After each test every endpoint and event is
 * deleted and the receiver forgets what it got, so each test sees only its own deliveries.
 */
export function webhookSuite(overrides: Partial<AppConfig> = webhookTestConfig()): WebhookSuite {
  const t = testAppSuite(overrides);
  const suite = { t } as WebhookSuite;
  beforeAll(async () => {
    suite.w = await createWorkspace(t);
    suite.receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    await t.db.execute(sql`delete from webhook_endpoints`);
    await t.db.execute(sql`delete from webhook_events`);
    suite.receiver.received.length = 0;
  });
  afterAll(() => suite.receiver?.close());
  return suite;
}

/** Adds an endpoint through the API and expects 201. */
export async function addEndpoint(api: Api, body: WebhookCreate): Promise<WebhookWithSecret> {
  const response = await api.post("/api/webhooks", body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Sends every due delivery, as the job does, and answers how many went. */
export const drain = (t: TestApp) =>
  drainWebhooks(t.db, {
    allowPrivateUrls: true,
    retryBaseSeconds: 0,
    mailer: t.app.mailer,
    publicUrl: TEST_PUBLIC_URL,
  });

export interface DeliveryRow {
  type: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  error: string | null;
  assignmentId: string | null;
}

/** An endpoint's deliveries in the order they were written. */
export function deliveriesOf(db: Db, endpointId: string): Promise<DeliveryRow[]> {
  return queryRows<DeliveryRow>(
    db,
    sql`select ev.type, d.status, d.attempts, d.response_status as "responseStatus", d.error,
          d.assignment_id as "assignmentId"
        from webhook_deliveries d join webhook_events ev on ev.id = d.event_id
        where d.endpoint_id = ${endpointId} order by d.seq`,
  );
}
