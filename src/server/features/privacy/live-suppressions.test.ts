import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createCompany, DEFAULT_PASSWORD } from "../../../../tests/helpers/factories.js";
import { csvFile, importFields, importFile, STANDARD_HEADER } from "../../../../tests/helpers/imports.js";
import { openSecondServer } from "../../../../tests/helpers/second-server.js";
import { authed, login } from "../../../../tests/helpers/test-app.js";
import { openTestDatabase } from "../../../../tests/helpers/test-database.js";
import { workspaceSuite } from "../../../../tests/helpers/workspace.js";
import { endpointPath, endpointUrl } from "../../../shared/contracts/endpoint.js";
import { suppressionEndpoints as api } from "../../../shared/contracts/endpoints/suppressions.js";
import type { SuppressionEntry, SuppressionKind } from "../../../shared/contracts/privacy.js";
import type { Database } from "../../core/db/client.js";
import { LiveSuppressions } from "./live-suppressions.js";
import { createSuppressionIndex, type SuppressionIndex, suppressionIndexOf } from "./suppression-index.js";
import {
  entryKey,
  matchKeyHash,
  type PersonFields,
  personKeys,
  suppressionHash,
} from "./suppression-keys.js";
import { splitSuppressed } from "./suppression-match.js";

const COMPANY_A = "00000000-0000-4000-8000-00000000000a";
const COMPANY_B = "00000000-0000-4000-8000-00000000000b";

interface Entry {
  kind: SuppressionKind;
  value: string | null;
  hash: string;
  scope: string | null;
}

const typed = (kind: SuppressionKind, value: string, scope: string | null = null): Entry => {
  const key = entryKey(kind, value);
  if (!("key" in key)) throw new Error(key.error);
  return { kind, value, hash: suppressionHash(kind, key.key), scope };
};
/** An entry an erasure left: its hash only. */
const erased = (kind: SuppressionKind, value: string, scope: string | null = null): Entry => ({
  ...typed(kind, value, scope),
  value: null,
});

const ENTRIES: Entry[] = [
  typed("linkedin", "http://www.linkedin.com/in/Variant-Slug/"),
  typed("email", "Mixed.Case@Example.test", COMPANY_A),
  typed("domain", "@blocked.example", COMPANY_A),
  typed("company", "Existing Customer Ltd", COMPANY_B),
  erased("linkedin", "linkedin.com/in/erased-person"),
  erased("email", "gone@erased.example", COMPANY_B),
  // A value that does not give back its hash (written by hand): only the hash counts.
  {
    kind: "domain",
    value: "typed-but-other.example",
    hash: suppressionHash("domain", "hashed.example"),
    scope: null,
  },
];

const PEOPLE: PersonFields[] = [
  { linkedinUrl: "https://uk.linkedin.com/in/variant-slug?trk=1", email: null, company: null },
  { linkedinUrl: null, email: " mixed.case@example.TEST ", company: "Other Co" },
  { linkedinUrl: null, email: "dom@BLOCKED.example", company: null },
  { linkedinUrl: null, email: null, company: "existing customer" },
  { linkedinUrl: "linkedin.com/in/Erased-Person", email: null, company: null },
  { linkedinUrl: null, email: "Gone@erased.example", company: null },
  { linkedinUrl: null, email: "someone@hashed.example", company: null },
  { linkedinUrl: null, email: "someone@typed-but-other.example", company: null },
  { linkedinUrl: "linkedin.com/in/nobody", email: "nobody@fine.example", company: "Fine Co" },
];

/** Whether an entry in scope has the hash of one of the person's keys: the rule the database path applies. */
const namedByHash = (person: PersonFields, companyId: string | null) => {
  const hashes = new Set(personKeys(person).map(matchKeyHash));
  return ENTRIES.some(
    (entry) => (entry.scope === null || entry.scope === companyId) && hashes.has(entry.hash),
  );
};

describe("the do-not-contact list held in memory", () => {
  const live = new LiveSuppressions();
  for (const entry of ENTRIES) live.add(entry.kind, entry.value, entry.hash, entry.scope);

  it("names exactly the people whose keys hash to an entry in scope, typed, erased or hand-written", () => {
    for (const companyId of [null, COMPANY_A, COMPANY_B]) {
      const expected = PEOPLE.map((person) => namedByHash(person, companyId));
      expect(PEOPLE.map((person) => live.names(person, companyId, new Map()))).toEqual(expected);
    }
    // The cases above cover every way in, and every way out.
    expect(PEOPLE.map((person) => live.names(person, COMPANY_A, new Map()))).toEqual([
      true,
      true,
      true,
      false,
      true,
      false,
      true,
      false,
      false,
    ]);
    expect(PEOPLE.map((person) => live.names(person, COMPANY_B, new Map()))).toEqual([
      true,
      false,
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("applies to a company with entries of its own or agency-wide ones, and to the pool only with agency-wide ones", () => {
    const companyOnly = new LiveSuppressions();
    companyOnly.add("email", "a@b.example", suppressionHash("email", "a@b.example"), COMPANY_A);
    expect([
      companyOnly.appliesTo(COMPANY_A),
      companyOnly.appliesTo(COMPANY_B),
      companyOnly.appliesTo(null),
    ]).toEqual([true, false, false]);
    expect([live.appliesTo(COMPANY_B), live.appliesTo(null)]).toEqual([true, true]);
    expect(new LiveSuppressions().appliesTo(COMPANY_A)).toBe(false);
  });
});

describe("the do-not-contact index of a server", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  const addEntry = (value: string, removed = false) =>
    database.db.execute(
      sql`insert into suppressions (kind, value, value_hash, reason, removed_at)
          values ('email', ${value}, ${suppressionHash("email", value)}, 'objected', ${removed ? sql`now()` : sql`null`})`,
    );
  const person = (email: string): PersonFields => ({ linkedinUrl: null, email, company: null });

  it("holds no list until it listens, and asks for the listener to start", async () => {
    const index = createSuppressionIndex(database.db);
    let woken = 0;
    index.onInactiveUse(() => {
      woken += 1;
    });
    expect(await index.current()).toBeNull();
    expect(woken).toBe(1);
  });

  it("reads the live entries, again after each change it hears of, and holds none when it cannot vouch", async () => {
    const index = createSuppressionIndex(database.db);
    await addEntry("first@index.example");
    await addEntry("removed@index.example", true);
    index.activate(async () => {});
    const first = await index.current();
    expect(first?.names(person("first@index.example"), null, new Map())).toBe(true);
    expect(first?.names(person("removed@index.example"), null, new Map())).toBe(false);
    expect(await index.current()).toBe(first);

    await addEntry("second@index.example");
    index.changed();
    const second = await index.current();
    expect(second).not.toBe(first);
    expect(second?.names(person("second@index.example"), null, new Map())).toBe(true);

    // The listening connection failed its round trip, or was lost: the database is asked instead.
    index.activate(() => Promise.reject(new Error("lost")));
    expect(await index.current()).toBeNull();
    index.activate(null);
    expect(await index.current()).toBeNull();
  });

  it("splits people the same way from memory and from the database", async () => {
    const company = await createCompany(database.db, { companyName: "Split Co" });
    for (const entry of ENTRIES.filter((candidate) => candidate.scope === null)) {
      await database.db.execute(
        sql`insert into suppressions (kind, value, value_hash, reason)
            values (${entry.kind}, ${entry.value}, ${entry.hash}, 'objected')`,
      );
    }
    const index = createSuppressionIndex(database.db);
    index.activate(async () => {});
    const fromDatabase: SuppressionIndex = { ...index, current: async () => null };
    for (const companyId of [null, company.companyId]) {
      const fromMemory = await splitSuppressed(database.db, index, PEOPLE, companyId);
      expect(fromMemory).toEqual(await splitSuppressed(database.db, fromDatabase, PEOPLE, companyId));
      expect(fromMemory.suppressed.length).toBeGreaterThan(0);
    }
  });
});

describe.skipIf(inject("testDatabase").kind === "pglite")(
  "the do-not-contact list on several app servers",
  () => {
    const { t, w } = workspaceSuite("Live List Co");

    it("an entry added or removed through server A holds on server B's next import at once", async () => {
      const serverB = await openSecondServer(t);
      try {
        const company = await createCompany(t.db, { companyName: "Two Servers Co" });
        const cookie = await login(serverB.app, w.sdr.email, DEFAULT_PASSWORD, "sdr");
        const onB = authed(serverB.app, cookie);
        const index = suppressionIndexOf(serverB.database.db);
        for (let i = 0; i < 100 && !(await index.current()); i++) {
          await new Promise((done) => setTimeout(done, 20));
        }
        expect(await index.current()).not.toBeNull();

        const fileFor = (slug: string) =>
          csvFile(
            [STANDARD_HEADER, `Two,Servers,Buyer,Some Co,https://www.linkedin.com/in/${slug},`].join("\n"),
          );
        const added = await w.sdr.api.post(endpointUrl(api.list), {
          campaignId: null,
          reason: "objected",
          kind: "linkedin",
          value: "linkedin.com/in/two-servers-listed",
        });
        expect(added.statusCode, added.body).toBe(201);
        const fields = importFields(undefined, { campaignId: company.campaignId });
        expect(await importFile(onB, fileFor("two-servers-listed"), fields)).toMatchObject({
          suppressedRows: 1,
          importedRows: 0,
        });

        const removed = await w.sdr.api.delete(
          endpointPath(api.remove, { id: (added.json() as SuppressionEntry).id }),
        );
        expect(removed.statusCode, removed.body).toBeLessThan(300);
        expect(await importFile(onB, fileFor("two-servers-listed"), fields)).toMatchObject({
          suppressedRows: 0,
          importedRows: 1,
        });
      } finally {
        await serverB.close();
      }
    });
  },
);
