import type { FastifyInstance } from "fastify";
import { webhookEndpoints as api } from "../../../shared/contracts/endpoints/webhooks.js";
import type { AppContext } from "../../core/context.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
} from "./webhooks.service.js";

/** Managers only, and only from a signed-in session: an API key never manages webhooks. */

/** Outgoing webhook endpoints, their delivery logs, redelivery and test events. */
export async function webhookRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const settings = { allowPrivateUrls: config.webhooks.allowPrivateUrls };
  // A delivery made due by hand goes now rather than at the watcher's next look.
  const deliverSoon = () => app.jobs.enqueue("webhook-delivery", {});

  registerEndpoint(app, api.list, async () => listWebhooks(db));

  registerEndpoint(app, api.create, async ({ request, reply }) => {
    const created = await createWebhook(actingUser(request.actor), db, request.body, settings);
    return reply.code(201).send(created);
  });

  registerEndpoint(app, api.update, async ({ request }) =>
    updateWebhook(db, request.params.id, request.body, settings),
  );

  registerEndpoint(app, api.remove, async ({ request, reply }) => {
    await deleteWebhook(db, request.params.id);
    return reply.code(204).send();
  });

  registerEndpoint(app, api.rotateSecret, async ({ request }) => rotateWebhookSecret(db, request.params.id));

  registerEndpoint(app, api.deliveries, async ({ request }) => listDeliveries(db, request.params.id));

  registerEndpoint(app, api.redeliver, async ({ request }) => {
    const delivery = await redeliver(db, request.params.id, request.params.deliveryId);
    await deliverSoon();
    return delivery;
  });

  registerEndpoint(app, api.sendTest, async ({ request, reply }) => {
    const delivery = await sendTestEvent(actingUser(request.actor), db, request.params.id);
    await deliverSoon();
    return reply.code(201).send(delivery);
  });
}
