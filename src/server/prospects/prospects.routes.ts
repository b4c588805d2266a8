import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { replyCapturedSchema } from "../../shared/contracts/conversations.js";
import { idParamsSchema } from "../../shared/contracts/management.js";
import {
  badDataCountSchema,
  badDataFlagSchema,
  flagBadDataSchema,
  prospectListQuerySchema,
  prospectPatchSchema,
  prospectSchema,
  replyCaptureSchema,
} from "../../shared/contracts/prospects.js";
import { loadCampaign } from "../auth/campaign-access.js";
import { campaignOf, prospectOf } from "../auth/scopes.js";
import type { Db } from "../db/client.js";
import { announce } from "../events/live-notices.js";
import { flagBadData } from "./bad-data.service.js";
import { createCampaignListCache, matchesEtag } from "./prospect-list-cache.js";
import { updateProspectField } from "./prospect-update.service.js";
import { countBadData, searchCampaignProspectsJson } from "./prospects.service.js";
import { captureReply } from "./reply-capture.service.js";

/** The campaign's prospects, bad data, single-field updates and reply capture. */
export async function prospectRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const campaign = { access: { campaign: "params.id" } } as const;
  const changeProspect = { access: { prospect: "params.id", write: true } } as const;
  const campaignList = createCampaignListCache(db);

  r.get(
    "/api/campaigns/:id/prospects",
    {
      config: campaign,
      schema: {
        params: idParamsSchema,
        querystring: prospectListQuerySchema,
        response: { 200: z.array(prospectSchema), 304: z.void() },
      },
    },
    async (request, reply) => {
      const { id: campaignId } = await loadCampaign(db, campaignOf(request));
      // Already JSON in the contract's shape, built by the database: sent as it is, not re-encoded.
      reply.type("application/json; charset=utf-8");
      const q = request.query.q?.trim();
      if (q) return reply.send((await searchCampaignProspectsJson(db, campaignId, q)) as never);
      const list = await campaignList(campaignId);
      // Not stored by browsers (no-store, the API's default: it is personal data); a client that keeps
      // its own copy sends its tag and gets 304 while the list is unchanged (ADR 0011).
      reply.header("etag", list.etag);
      if (matchesEtag(request.headers["if-none-match"], list.etag)) return reply.code(304).send();
      return reply.send(list.body as never);
    },
  );

  r.get(
    "/api/campaigns/:id/bad-data-count",
    { config: campaign, schema: { params: idParamsSchema, response: { 200: badDataCountSchema } } },
    async (request) => countBadData(campaignOf(request), db),
  );

  r.post(
    "/api/flag-bad-data",
    {
      config: { access: { prospect: "body.prospectId", write: true } },
      schema: { body: flagBadDataSchema, response: { 200: badDataFlagSchema } },
    },
    async (request) => {
      const { campaignId, ...flag } = await flagBadData(prospectOf(request), db, request.body);
      if (!flag.alreadyFlagged) announce(request, "prospects", campaignId);
      return flag;
    },
  );

  r.patch(
    "/api/prospects/:id",
    {
      config: changeProspect,
      schema: { params: idParamsSchema, body: prospectPatchSchema, response: { 200: prospectSchema } },
    },
    async (request) => {
      const { prospect, changed } = await updateProspectField(prospectOf(request), db, request.body);
      if (changed) announce(request, "prospects", prospect.campaignId, prospect);
      return prospect;
    },
  );

  r.post(
    "/api/prospects/:id/reply",
    {
      config: changeProspect,
      schema: { params: idParamsSchema, body: replyCaptureSchema, response: { 201: replyCapturedSchema } },
    },
    async (request, reply) => {
      const captured = await captureReply(prospectOf(request), db, request.body.content);
      announce(request, "prospects", captured.prospect.campaignId);
      announce(request, "conversations", captured.prospect.campaignId);
      return reply.code(201).send(captured);
    },
  );
}
