import type { FastifyInstance } from "fastify";
import { managementEndpoints as api } from "../../../shared/contracts/endpoints/management.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import {
  inviteClientLogin,
  listClientLogins,
  removeClientLogin,
  resendClientLogin,
} from "./client-logins.service.js";
import { clientsTable } from "./clients.service.js";
import { connectionsTable, launchConnection } from "./connections.service.js";
import {
  registerInvitationRoutes,
  registerInvitingResource,
  registerManagedResource,
} from "./managed-resource.js";
import { schedulersTable } from "./schedulers.service.js";
import { resetSecondFactor, sdrsTable, transferOwnership } from "./sdrs.service.js";

export async function managementRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, mailer } = ctx;
  const { publicUrl } = ctx.config;
  const delivery = { mailer, publicUrl };
  const sdrTable = { endpoints: api.sdrs, ...sdrsTable };
  const clientTable = { endpoints: api.clients, ...clientsTable };
  registerInvitingResource(app, db, delivery, sdrTable);
  registerInvitingResource(app, db, delivery, clientTable);
  registerManagedResource(app, db, { endpoints: api.schedulers, ...schedulersTable });
  registerManagedResource(app, db, { endpoints: api.connections, ...connectionsTable });

  registerEndpoint(app, api.connections.launch, async ({ request }) => {
    const launched = await launchConnection(actingUser(request.actor), db, request.params.id);
    return changed(launched, [changes.management()]);
  });

  registerEndpoint(app, api.sdrs.resetSecondFactor, async ({ request }) => {
    const row = await resetSecondFactor(actingUser(request.actor), db, request.params.id);
    return changed(row, [changes.management()]);
  });

  registerEndpoint(app, api.sdrs.transferOwnership, async ({ request }) => {
    const rows = await transferOwnership(actingUser(request.actor), db, request.params.id);
    return changed(rows, [changes.management()]);
  });

  // Registered after the tables' routes, as the API reference lists them.
  registerInvitationRoutes(app, db, delivery, sdrTable);
  registerInvitationRoutes(app, db, delivery, clientTable);

  const logins = api.clients.logins;
  registerEndpoint(app, logins.list, async ({ request }) => listClientLogins(db, request.params.id));
  registerEndpoint(app, logins.invite, async ({ request, reply }) => {
    const actor = actingUser(request.actor);
    const result = await inviteClientLogin(actor, db, request.params.id, request.body.email, delivery);
    reply.code(201);
    return changed(result, [changes.management()]);
  });
  registerEndpoint(app, logins.resend, async ({ request }) => {
    const { id, loginId } = request.params;
    const result = await resendClientLogin(actingUser(request.actor), db, id, loginId, delivery);
    return changed(result, [changes.management()]);
  });
  registerEndpoint(app, logins.remove, async ({ request }) => {
    const { id, loginId } = request.params;
    const result = await removeClientLogin(actingUser(request.actor), db, id, loginId);
    return changed(result, [changes.management()]);
  });
}
