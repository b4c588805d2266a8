import { sql } from "drizzle-orm";
import type { SuppressionKind } from "../../../shared/contracts/privacy.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import {
  entryKey,
  matchKey,
  matchKeyHash,
  type NameKeys,
  type PersonFields,
  personKeys,
} from "./suppression-keys.js";

/** Where an entry applies: a company's id, or null for the whole agency. */
type Scope = string | null;

/** Entries are read in slices this big, the event loop let go in between, so requests keep flowing. */
const SLICE = 2_000;

/**
 * The live do-not-contact entries, held in memory to match many people at once without hashing them
 * all or asking the database once per person. An entry whose typed value gives back its hash is held
 * by its match key (`kind:key`), so a person is matched by their keys as they are; one left by an
 * erasure (no value) is held by its hash, and people are hashed only for the kinds such entries have.
 * Either way a person matches exactly the entries whose hash one of their keys has.
 */
export class LiveSuppressions {
  private readonly byKey = new Map<string, Scope[]>();
  private readonly byHash = new Map<string, Scope[]>();
  private readonly hashedKinds = new Set<string>();
  private agencyWide = 0;
  private readonly companies = new Set<string>();

  add(kind: SuppressionKind, value: string | null, hash: string, scope: Scope): void {
    const typed = value === null ? null : entryKey(kind, value);
    const key = typed && "key" in typed ? matchKey(kind, typed.key) : null;
    if (key !== null && matchKeyHash(key) === hash) {
      push(this.byKey, key, scope);
    } else {
      push(this.byHash, hash, scope);
      this.hashedKinds.add(kind);
    }
    if (scope === null) this.agencyWide += 1;
    else this.companies.add(scope);
  }

  /** Whether any entry applies to a company's campaigns (`companyId`) or to the pool (null). */
  appliesTo(companyId: string | null): boolean {
    return this.agencyWide > 0 || (companyId !== null && this.companies.has(companyId));
  }

  /** Whether an entry of the agency or of `companyId` names this person. */
  names(person: PersonFields, companyId: string | null, names: NameKeys): boolean {
    const inScope = (scopes: Scope[] | undefined) =>
      scopes?.some((scope) => scope === null || scope === companyId) ?? false;
    for (const key of personKeys(person, names)) {
      if (inScope(this.byKey.get(key))) return true;
      if (
        this.hashedKinds.has(key.slice(0, key.indexOf(":"))) &&
        inScope(this.byHash.get(matchKeyHash(key)))
      ) {
        return true;
      }
    }
    return false;
  }

  /** The live entries as the database holds them now. */
  static async load(db: DbOrTx): Promise<LiveSuppressions> {
    const rows = await queryRows<{ kind: SuppressionKind; value: string | null; hash: string; scope: Scope }>(
      db,
      sql`select kind, value, value_hash as hash, company_id as scope from suppressions where removed_at is null`,
    );
    const live = new LiveSuppressions();
    for (let start = 0; start < rows.length; start += SLICE) {
      if (start > 0) await new Promise((next) => setImmediate(next));
      for (const row of rows.slice(start, start + SLICE)) live.add(row.kind, row.value, row.hash, row.scope);
    }
    return live;
  }
}

function push(map: Map<string, Scope[]>, key: string, scope: Scope): void {
  const scopes = map.get(key);
  if (scopes) scopes.push(scope);
  else map.set(key, [scope]);
}
