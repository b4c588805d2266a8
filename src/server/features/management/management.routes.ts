import type { FastifyInstance } from "fastify";
import { managementEndpoints as api } from "../../../shared/contracts/endpoints/management.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import {
  createClient,
  listClients,
  patchClient,
  resendClientInvitation,
  revokeClientInvitation,
  setClientArchived,
} from "./clients.service.js";
import {
  createConnection,
  launchConnection,
  listConnections,
  patchConnection,
  setConnectionArchived,
} from "./connections.service.js";
import { registerManagedResource } from "./managed-resource.js";
import {
  createScheduler,
  listSchedulers,
  patchScheduler,
  setSchedulerArchived,
} from "./schedulers.service.js";
import {
  createSdr,
  listSdrs,
  patchSdr,
  resendSdrInvitation,
  revokeSdrInvitation,
  setSdrArchived,
} from "./sdrs.service.js";

export async function managementRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, mailer } = ctx;
  const { publicUrl } = ctx.config;
  // How invitations are mailed; the acting manager, passed first, is named as the inviter.
  const delivery = { mailer, publicUrl };
  registerManagedResource(app, db, {
    endpoints: api.sdrs,
    list: listSdrs,
    create: (actor, db, input) => createSdr(actor, db, input, delivery),
    patch: (actor, db, id, input) => patchSdr(actor, db, id, input, delivery),
    setArchived: setSdrArchived,
  });
  registerManagedResource(app, db, {
    endpoints: api.clients,
    list: listClients,
    create: (actor, db, input) => createClient(actor, db, input, delivery),
    patch: (actor, db, id, input) => patchClient(actor, db, id, input, delivery),
    setArchived: setClientArchived,
  });
  registerManagedResource(app, db, {
    endpoints: api.schedulers,
    list: listSchedulers,
    create: createScheduler,
    patch: patchScheduler,
    setArchived: setSchedulerArchived,
  });
  registerManagedResource(app, db, {
    endpoints: api.connections,
    list: listConnections,
    create: createConnection,
    patch: patchConnection,
    setArchived: setConnectionArchived,
  });

  registerEndpoint(app, api.connections.launch, async ({ request }) => {
    const launched = await launchConnection(actingUser(request.actor), db, request.params.id);
    return changed(launched, [changes.management()]);
  });

  // Resend (a new link mailed; earlier ones keep working until they expire) and revoke (every open link).
  const invitationRoutes = [
    { endpoints: api.sdrs, resend: resendSdrInvitation, revoke: revokeSdrInvitation },
    { endpoints: api.clients, resend: resendClientInvitation, revoke: revokeClientInvitation },
  ] as const;
  for (const { endpoints, resend, revoke } of invitationRoutes) {
    registerEndpoint(app, endpoints.resendInvitation, async ({ request }) => {
      const updated = await resend(actingUser(request.actor), db, request.params.id, delivery);
      return changed(updated, [changes.management()]);
    });
    registerEndpoint(app, endpoints.revokeInvitation, async ({ request }) => {
      const updated = await revoke(actingUser(request.actor), db, request.params.id);
      return changed(updated, [changes.management()]);
    });
  }
}
