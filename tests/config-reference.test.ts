import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_REFERENCE_PATH, config, renderConfigReference } from "../scripts/config-reference.js";

const { APP_ENV_NAMES, loadConfig, SETTINGS } = config;

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** The names loadConfig asks the environment for. */
function namesRead(): string[] {
  const read = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get(_target, name) {
      if (typeof name === "string") read.add(name);
      return undefined;
    },
  });
  loadConfig(env);
  return sorted(read);
}

describe("the settings", () => {
  it("are the variables loadConfig reads, each described once", () => {
    expect(sorted(APP_ENV_NAMES)).toEqual(namesRead());
    expect(sorted(Object.keys(SETTINGS))).toEqual(namesRead());
  });

  it("are described in docs/configuration.md as SETTINGS gives them (npm run docs:config)", () => {
    expect(readFileSync(CONFIG_REFERENCE_PATH, "utf8")).toBe(renderConfigReference());
  });

  it("are exactly those .env.example lists", () => {
    const example = readFileSync(join(import.meta.dirname, "..", ".env.example"), "utf8");
    const listed = [...example.matchAll(/^\s*#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? "");
    expect(listed.length).toBe(new Set(listed).size);
    expect(sorted(listed)).toEqual(sorted(APP_ENV_NAMES));
  });
});
