import { describe, expect, it } from "vitest";
import { changeFor, endsWithin, listening, openLiveStream } from "../../../../tests/helpers/live-stream.js";
import { createProspects } from "../../../../tests/helpers/prospects.js";
import { connectPanel } from "../../../../tests/helpers/side-panel.js";
import { testAppSuite } from "../../../../tests/helpers/test-app.js";
import { createWorkspace } from "../../../../tests/helpers/workspace.js";
import { errorBody } from "../../core/http/errors.js";

const PER_MINUTE = 4;
const t = testAppSuite({ panelRateLimitPerMinute: PER_MINUTE });

describe("a side panel's live updates and rate limit", () => {
  it("follows others' ticks on the event stream with its token, and the stream ends when it is revoked", async () => {
    const w = await createWorkspace(t, "Stream Panel Co");
    const [prospect] = await createProspects(t.db, w.company.campaignId, 1);
    const { token, connection } = await connectPanel(t.app, w.sdr.api);
    const stream = await openLiveStream(await listening(t.app), undefined, {
      authorization: `Bearer ${token}`,
    });
    try {
      expect(stream.status).toBe(200);
      const tick = await w.sdr.api.patch(`/api/prospects/${prospect?.id}`, { invite: true });
      expect(tick.statusCode, tick.body).toBe(200);
      await stream.next(changeFor("prospects", w.company.campaignId));

      const revoked = await w.sdr.api.delete(`/api/side-panel/connections/${connection.id}`);
      expect(revoked.statusCode).toBe(204);
      await endsWithin(stream, 5_000);
    } finally {
      stream.close();
    }
  });

  it("answers 429 with Retry-After once a panel has used its minute, and counts each panel on its own", async () => {
    const w = await createWorkspace(t, "Busy Panel Co");
    const busy = await connectPanel(t.app, w.sdr.api);
    for (let request = 0; request < PER_MINUTE; request += 1) {
      expect((await busy.panel.get("/api/auth/me")).statusCode).toBe(200);
    }
    const limited = await busy.panel.get("/api/auth/me");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(
      errorBody(429, expect.stringMatching(/^Too many requests from the side panel/)),
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);

    const quiet = await connectPanel(t.app, w.sdr.api);
    expect((await quiet.panel.get("/api/auth/me")).statusCode).toBe(200);
    // The person's own browser session is not counted.
    for (let request = 0; request < PER_MINUTE * 2; request += 1) {
      expect((await w.sdr.api.get("/api/auth/me")).statusCode).toBe(200);
    }
  });
});
