import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { projectRoot } from "../paths.js";
import type { Db, DbOrTx } from "./client.js";
import { queryRows } from "./raw.js";

/**
 * The current definition of every database function and trigger, one file per family (ADR 0020).
 * Found from the package root, like the migrations, so the build (dist/) reads the same files.
 */
export const definitionsDir = resolve(projectRoot, "src/server/core/db/functions");

/** Statements are separated as in drizzle's migrations. */
const BREAKPOINT = "--> statement-breakpoint";

export interface Definition {
  /** "function public.name(args)" or "trigger name on public.table": how failures name it. */
  name: string;
  /** The definition file, relative to the package root. */
  file: string;
  /** The statement as written, without its trailing semicolon. */
  statement: string;
}

/**
 * Who a statement defines, read from the form pg_get_functiondef and pg_get_triggerdef print (the
 * files use the same form, so that the live text and the file's compare as they are).
 */
function definedName(statement: string): string | null {
  const firstLine = statement.split("\n", 1)[0]?.trim() ?? "";
  const fn = /^CREATE OR REPLACE (?:FUNCTION|PROCEDURE) (.+)$/.exec(firstLine);
  if (fn) return `function ${fn[1]}`;
  const trigger = /^CREATE (?:OR REPLACE )?(?:CONSTRAINT )?TRIGGER (\S+)\s.*?\sON (\S+)\s/s.exec(statement);
  return trigger ? `trigger ${trigger[1]} on ${trigger[2]}` : null;
}

/**
 * A definition as compared: whitespace runs made one space, and the trigger's `OR REPLACE` (which the
 * files need to run again and pg_get_triggerdef leaves out) dropped.
 */
export function normaliseDefinition(statement: string): string {
  return statement
    .replace(/\s+/g, " ")
    .trim()
    .replace(/;$/, "")
    .trim()
    .replace(/^CREATE OR REPLACE (CONSTRAINT )?TRIGGER /, "CREATE $1TRIGGER ");
}

/** Every definition of every file, in file order (functions before the triggers that call them). */
export function readDefinitions(dir = definitionsDir): Definition[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort();
  return files.flatMap((file) => {
    const path = join(dir, file);
    return readFileSync(path, "utf8")
      .split(BREAKPOINT)
      .map((chunk) => {
        // Comments before the statement say why; the statement starts at its CREATE line.
        const start = chunk.search(/^CREATE /m);
        const statement = start < 0 ? "" : chunk.slice(start).trim().replace(/;$/, "");
        const name = definedName(statement);
        if (!name) {
          throw new Error(
            `${relative(projectRoot, path)}: a statement between breakpoints is not written as pg_get_functiondef or pg_get_triggerdef prints it`,
          );
        }
        return { name, file: relative(projectRoot, path), statement };
      });
  });
}

/**
 * The functions and triggers the database holds in the public schema (extensions' own left out),
 * normalised, by name.
 */
export async function liveDefinitions(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await queryRows<{ definition: string }>(
    db,
    sql`select pg_get_functiondef(p.oid) as definition
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prokind in ('f', 'p')
          and not exists (select 1 from pg_depend d
            where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        union all
        select pg_get_triggerdef(t.oid)
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and not t.tgisinternal`,
  );
  const live = new Map<string, string>();
  for (const { definition } of rows) {
    live.set(definedName(definition) ?? definition, normaliseDefinition(definition));
  }
  return live;
}

/** What differs between the database and the files, one line per function or trigger; empty when none. */
export function definitionDifferences(definitions: Definition[], live: Map<string, string>): string[] {
  const differences: string[] = [];
  const named = new Set<string>();
  for (const { name, file, statement } of definitions) {
    named.add(name);
    const current = live.get(name);
    if (current === undefined) differences.push(`${name} (${file}) is missing from the database`);
    else if (current !== normaliseDefinition(statement)) {
      differences.push(`${name} differs from its definition in ${file}`);
    }
  }
  for (const name of live.keys()) {
    if (!named.has(name)) differences.push(`${name} is in the database but in no definition file`);
  }
  return differences;
}

/**
 * Runs every definition whose live text differs from its file (after the SQL migrations), in one
 * transaction, and answers their names. A definition already in place is not run again: replacing a
 * trigger locks its table against writers, which servers starting beside busy ones must not do.
 * Nothing is dropped: removing a function or trigger takes a migration.
 */
export async function applyDefinitions(db: Db): Promise<string[]> {
  const definitions = readDefinitions();
  return db.transaction(async (tx) => {
    const live = await liveDefinitions(tx);
    const applied: string[] = [];
    for (const { name, statement } of definitions) {
      if (live.get(name) === normaliseDefinition(statement)) continue;
      await tx.execute(sql.raw(statement));
      applied.push(name);
    }
    return applied;
  });
}
