import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { sidePanelEndpoints } from "../../src/shared/contracts/endpoints/side-panel.js";
import type { PanelTokenCreated } from "../../src/shared/contracts/side-panel.js";
import { withKey } from "./api-keys.js";
import type { Api } from "./management.js";
import { authed } from "./test-app.js";

/** A panel's secret and the challenge it sends (PKCE, RFC 7636). */
export function panelVerifier(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/** Connects a side panel for the person signed in on `api`: a code, then the token. */
export async function connectPanel(
  app: FastifyInstance,
  api: Api,
  label?: string,
): Promise<PanelTokenCreated & { panel: Api }> {
  const { verifier, challenge } = panelVerifier();
  const granted = await api.post(sidePanelEndpoints.grant.path, { challenge });
  expect(granted.statusCode, granted.body).toBe(201);
  const traded = await authed(app, undefined).post(sidePanelEndpoints.token.path, {
    code: granted.json().code,
    verifier,
    ...(label ? { label } : {}),
  });
  expect(traded.statusCode, traded.body).toBe(201);
  const created = traded.json() as PanelTokenCreated;
  return { ...created, panel: withKey(app, created.token) };
}
