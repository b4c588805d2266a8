import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createSdrUser } from "../../../../tests/helpers/factories.js";
import { expectError } from "../../../../tests/helpers/management.js";
import { authed, login } from "../../../../tests/helpers/test-app.js";
import { workspaceSuite } from "../../../../tests/helpers/workspace.js";
import {
  RESOURCE_DETAIL_MAX,
  RESOURCE_ROWS_MAX,
  RESOURCE_TITLE_MAX,
  RESOURCES_NEED_A_ROW,
  type ResourceRow,
} from "../../../shared/contracts/resources.js";
import { resources } from "../../core/db/schema/resources.js";

const RESOURCES = "/api/resources";
const STAFF_ONLY = "This is available to agency staff only.";

const { t, w } = workspaceSuite();
// The list is the whole team's: each test starts from an empty store.
beforeEach(async () => {
  await t.db.delete(resources);
});

async function getRows(api = w.sdr.api): Promise<ResourceRow[]> {
  const response = await api.get(RESOURCES);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ResourceRow[];
}

async function put(rows: unknown, api = w.sdr.api) {
  return api.put(RESOURCES, rows);
}

const PLAYBOOK = [
  { title: "Objection handling", detail: "https://docs.example.test/objections" },
  { title: "Calendly (demo client)", detail: "https://calendly.example.test/demo/15min" },
  { title: "Tone", detail: "Friendly, short sentences, no attachments in the first message." },
];

describe("GET /api/resources", () => {
  it("answers one blank row while nothing is saved", async () => {
    expect(await getRows()).toEqual([{ title: "", detail: "" }]);
  });

  it("is for agency staff: a client gets 403, no session 401", async () => {
    expectError(await w.client.api.get(RESOURCES), 403, STAFF_ONLY);
    expect((await w.anonymous.get(RESOURCES)).statusCode).toBe(401);
  });
});

describe("PUT /api/resources", () => {
  it("saves the rows in order, answers them and keeps them", async () => {
    const response = await put(PLAYBOOK);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(PLAYBOOK);
    expect(await getRows()).toEqual(PLAYBOOK);
  });

  it("a new save replaces the list: rows deleted, reordered and added", async () => {
    await put(PLAYBOOK);
    const next = [PLAYBOOK[2], { title: "Weekly invite cap", detail: "100 per profile" }, PLAYBOOK[0]];
    const response = await put(next);
    expect(response.statusCode, response.body).toBe(200);
    expect(await getRows()).toEqual(next);
  });

  it("is shared by the whole team: another SDR reads what one saved", async () => {
    await put(PLAYBOOK);
    const other = await createSdrUser(t.db, { name: "Riley Rep" });
    const riley = authed(t.app, await login(t.app, other.email, other.password, "sdr"));
    expect(await getRows(riley)).toEqual(PLAYBOOK);
    const [stored] = await t.db.select().from(resources).where(eq(resources.position, 0));
    expect(stored?.updatedBy).toBe(w.sdr.userId);
  });

  it("trims the fields and drops blank rows, keeping rows with either field", async () => {
    const response = await put([
      { title: "  Pricing sheet ", detail: "\thttps://example.test/pricing \n" },
      { title: "", detail: "   " },
      { title: "Title only", detail: "" },
      { title: " ", detail: "Detail only" },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { title: "Pricing sheet", detail: "https://example.test/pricing" },
      { title: "Title only", detail: "" },
      { title: "", detail: "Detail only" },
    ]);
  });

  it("a list of blank rows saves as empty, which reads back as one blank row", async () => {
    await put(PLAYBOOK);
    const response = await put([{ title: " ", detail: "" }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([{ title: "", detail: "" }]);
    expect(await t.db.select().from(resources)).toEqual([]);
  });

  it("refuses an empty list: the last row cannot be deleted", async () => {
    await put(PLAYBOOK);
    expectError(await put([]), 400, RESOURCES_NEED_A_ROW);
    expect(await getRows()).toEqual(PLAYBOOK);
  });

  it("refuses fields over their limits, naming the row, and saves nothing", async () => {
    await put(PLAYBOOK);
    expectError(
      await put([
        { title: "Fine", detail: "Fine" },
        { title: "t".repeat(RESOURCE_TITLE_MAX + 1), detail: "" },
      ]),
      400,
      "Row 2: Title must be at most 200 characters",
    );
    expectError(
      await put([{ title: "", detail: "d".repeat(RESOURCE_DETAIL_MAX + 1) }]),
      400,
      "Row 1: Detail must be at most 2,000 characters",
    );
    // At the limits (after trimming) it saves.
    const atLimit = [
      { title: `${"t".repeat(RESOURCE_TITLE_MAX)}  `, detail: "d".repeat(RESOURCE_DETAIL_MAX) },
    ];
    expect((await put(atLimit)).statusCode).toBe(200);
    expect((await getRows())[0]?.title).toHaveLength(RESOURCE_TITLE_MAX);
  });

  it("refuses more than 200 rows", async () => {
    const rows = Array.from({ length: RESOURCE_ROWS_MAX + 1 }, (_, index) => ({
      title: `Row ${index}`,
      detail: "",
    }));
    expectError(await put(rows), 400, "The list can hold at most 200 rows");
    const most = rows.slice(0, RESOURCE_ROWS_MAX);
    expect((await put(most)).statusCode).toBe(200);
    expect(await getRows()).toEqual(most);
  });

  it("refuses malformed bodies with a message naming the row or the shape", async () => {
    expectError(
      await put({ title: "x", detail: "y" }),
      400,
      "Send the list of rows, each with a title and a detail",
    );
    expectError(await put([{ title: "x" }]), 400, "Row 1: Detail must be text");
    expectError(
      await put([{ title: "x", detail: "y" }, "z"]),
      400,
      "Row 2: send an object with a title and a detail (either may be blank)",
    );
  });

  it("two saves at once end with one list or the other, never both merged", async () => {
    const first = [{ title: "First list", detail: "1" }];
    const second = [
      { title: "Second list", detail: "2" },
      { title: "Second list, row 2", detail: "2b" },
    ];
    const answers = await Promise.all([put(first), put(second)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await getRows();
    expect([first, second]).toContainEqual(rows);
  });

  it("is for agency staff: a client gets 403 and the list stays, no session 401", async () => {
    await put(PLAYBOOK);
    expectError(await put([{ title: "Client's", detail: "" }], w.client.api), 403, STAFF_ONLY);
    expect((await put([{ title: "Anyone's", detail: "" }], w.anonymous)).statusCode).toBe(401);
    expect(await getRows()).toEqual(PLAYBOOK);
  });
});
