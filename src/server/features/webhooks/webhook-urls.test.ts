import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProspect } from "../../../../tests/helpers/prospects.js";
import { TEST_PUBLIC_URL, testConfig } from "../../../../tests/helpers/test-app.js";
import { deliveriesOf, webhookSuite } from "../../../../tests/helpers/webhooks.js";
import { prospectPath } from "../../../../tests/helpers/workspace.js";
import { webhookEndpoints as api } from "../../../shared/contracts/endpoints/webhooks.js";
import { WEBHOOK_PRIVATE_URL } from "../../../shared/contracts/webhooks.js";
import { queryRows } from "../../core/db/raw.js";
import { isPrivateAddress } from "./webhook-addresses.js";
import { drainWebhooks } from "./webhook-drain.js";
import { newWebhookSecret } from "./webhooks.service.js";

// ALLOW_PRIVATE_WEBHOOK_URLS left off, as in production.
const s = webhookSuite({
  webhooks: { allowPrivateUrls: false, retryBaseSeconds: 0 },
  jobs: { ...testConfig().jobs, work: false },
});

const PRIVATE_URLS = [
  "http://127.0.0.1:8080/hook",
  "http://localhost/hook",
  "https://app.localhost/hook",
  "http://10.1.2.3/hook",
  "http://172.16.0.9/hook",
  "http://192.168.1.20/hook",
  "http://100.64.0.1/hook",
  "http://169.254.169.254/latest/meta-data",
  "http://0.0.0.0/hook",
  "http://224.0.0.1/hook",
  "http://2130706433/hook",
  "http://[::1]/hook",
  "http://[::]/hook",
  "http://[fe80::1]/hook",
  "http://[fd12:3456::1]/hook",
  "http://[ff02::1]/hook",
  "http://[::ffff:127.0.0.1]/hook",
  "http://[::ffff:10.0.0.1]/hook",
  // IPv6 forms that carry a private IPv4 address, or ranges refused whole.
  "http://[64:ff9b::a9fe:a9fe]/latest/meta-data",
  "http://[64:ff9b::a00:1]/hook",
  "http://[64:ff9b::7f00:1]/hook",
  "http://[64:ff9b:1::808:808]/hook",
  "http://[2002:a9fe:a9fe::]/hook",
  "http://[2002:c0a8:101::1]/hook",
  "http://[::a9fe:a9fe]/hook",
  "http://[::7f00:1]/hook",
  "http://[2001::a9fe:a9fe]/hook",
];

describe("private webhook addresses, without ALLOW_PRIVATE_WEBHOOK_URLS", () => {
  it.each(PRIVATE_URLS)("refuses %s when the endpoint is saved (400, field url)", async (url) => {
    const response = await s.w.sdr.api.post(api.create.path, { url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      field: "url",
      message: expect.stringContaining(WEBHOOK_PRIVATE_URL),
    });
  });

  it("refuses a private address on update too, and accepts a public one", async () => {
    const created = await s.w.sdr.api.post(api.create.path, { url: "https://93.184.215.14/hooks" });
    expect(created.statusCode, created.body).toBe(201);
    const { endpoint } = created.json() as { endpoint: { id: string } };
    const moved = await s.w.sdr.api.patch(`/api/webhooks/${endpoint.id}`, {
      url: "http://192.168.0.10/hooks",
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json()).toMatchObject({ field: "url" });
  });

  /**
   * An endpoint stored as it is (saved earlier under other settings, or a name that pointed elsewhere
   * then), a tick that sends to it, and its one delivery.
   */
  async function deliveryTo(url: string) {
    const [endpoint] = await queryRows<{ id: string }>(
      s.t.db,
      sql`insert into webhook_endpoints (url, secret, events)
          values (${url}, ${newWebhookSecret()}, '{invite.sent}')
          returning id`,
    );
    if (!endpoint) throw new Error("no endpoint");
    const prospect = await createProspect(s.t.db, s.w.company.campaignId);
    const ticked = await s.w.sdr.api.patch(prospectPath(prospect.id), { invite: true });
    expect(ticked.statusCode, ticked.body).toBe(200);

    await drainWebhooks(s.t.db, {
      allowPrivateUrls: false,
      retryBaseSeconds: 0,
      mailer: s.t.app.mailer,
      publicUrl: TEST_PUBLIC_URL,
    });
    const [delivery] = await deliveriesOf(s.t.db, endpoint.id);
    return delivery;
  }

  it("checks again when delivering: a name resolving to a private address is not called", async () => {
    const delivery = await deliveryTo(`http://localhost:${new URL(s.receiver.url).port}/hooks`);
    expect(s.receiver.received).toEqual([]);
    expect(delivery).toMatchObject({ status: "failed", responseStatus: null });
    expect(delivery?.error).toMatch(/private address/);
  });

  it("checks an address literal again when delivering: a stored NAT64 form of the metadata address is not called", async () => {
    const delivery = await deliveryTo("http://[64:ff9b::a9fe:a9fe]/latest/meta-data");
    expect(delivery).toMatchObject({ status: "failed", responseStatus: null });
    expect(delivery?.error).toBe("64:ff9b::a9fe:a9fe is a private address");
  });

  it("knows IPv4-mapped IPv6 addresses by the IPv4 address they carry", () => {
    expect(isPrivateAddress("::ffff:192.168.1.1")).toBe(true);
    expect(isPrivateAddress("::ffff:7f00:1")).toBe(true);
    expect(isPrivateAddress("::ffff:8.8.8.8")).toBe(false);
  });

  it("knows NAT64 and 6to4 addresses by the IPv4 address they reach, and lets public ones through", () => {
    expect(isPrivateAddress("64:ff9b::a9fe:a9fe")).toBe(true);
    expect(isPrivateAddress("64:ff9b::169.254.169.254")).toBe(true);
    expect(isPrivateAddress("2002:a9fe:a9fe::")).toBe(true);
    expect(isPrivateAddress("2002:a00:1:5::1")).toBe(true);
    expect(isPrivateAddress("64:ff9b::808:808")).toBe(false);
    expect(isPrivateAddress("2002:808:808::1")).toBe(false);
    expect(isPrivateAddress("2606:4700::1111")).toBe(false);
    expect(isPrivateAddress("8.8.8.8")).toBe(false);
  });
});
