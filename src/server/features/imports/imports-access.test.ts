import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ANALYZE,
  BATCHES,
  csvFile,
  errorsPath,
  IMPORT,
  importFields,
  importFile,
  peopleCsv,
  TEMPLATE,
  uploadForm,
} from "../../../../tests/helpers/imports.js";
import { type Api, expectError } from "../../../../tests/helpers/management.js";
import { workspaceSuite } from "../../../../tests/helpers/workspace.js";
import { importUndoPath } from "../../../shared/contracts/imports.js";
import { queryRows } from "../../core/db/raw.js";

const { t, w } = workspaceSuite();
let batchId: string;
beforeAll(async () => {
  ({ batchId } = await importFile(w.sdr.api, csvFile(`${peopleCsv("access", 1, 1)},,,,,\r\n`)));
});

const file = () => csvFile(peopleCsv("refused", 1, 3));
const ROUTES: [string, (api: Api) => ReturnType<Api["get"]>][] = [
  ["POST /api/analyze-csv", (api) => api.post(ANALYZE, uploadForm(file()))],
  ["POST /api/import-with-mapping", (api) => api.post(IMPORT, uploadForm(file(), importFields()))],
  ["GET /api/import-batches", (api) => api.get(BATCHES)],
  ["GET /api/import-batches/:id/errors.csv", (api) => api.get(errorsPath(batchId))],
  ["GET /api/download-template/prospect", (api) => api.get(TEMPLATE)],
  // Last: the SDR's call undoes the batch the other routes read.
  ["POST /api/import-batches/:id/undo", (api) => api.post(importUndoPath(batchId))],
];

describe("import routes are for agency staff only", () => {
  it.each(ROUTES)("%s answers 401 without a session", async (_route, call) => {
    expectError(await call(w.anonymous), 401, "Please sign in to continue.");
  });

  it.each(ROUTES)("%s answers 403 to a signed-in client", async (_route, call) => {
    expectError(await call(w.client.api), 403, "This is available to agency staff only.");
  });

  it.each(ROUTES)("%s answers an SDR", async (_route, call) => {
    expect((await call(w.sdr.api)).statusCode).toBe(200);
  });

  it("covers every import route", () => {
    const registered = t.app.registeredRoutes
      .filter((route) => /^\/api\/(analyze-csv|import-|download-template)/.test(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(registered.sort()).toEqual(ROUTES.map(([route]) => route).sort());
  });

  it("refused imports wrote nothing", async () => {
    const counts = () =>
      queryRows<{ people: number; batches: number }>(
        t.db,
        sql`select (select count(*)::int from prospects) as people, (select count(*)::int from import_batches) as batches`,
      );
    const before = await counts();
    await ROUTES[1]?.[1](w.anonymous);
    await ROUTES[1]?.[1](w.client.api);
    expect(await counts()).toEqual(before);
  });
});
