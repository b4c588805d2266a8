/**
 * Makes header names usable as column keys: trimmed, a blank name becomes "Column N" (N counted from 1),
 * and a repeated name (compared case-insensitively) gets " (2)", " (3)", ... in order of appearance.
 * Names written in the file keep priority: a generated name never takes one that appears elsewhere.
 */
export function normalizeHeaders(raw: readonly string[]): string[] {
  const trimmed = raw.map((name) => name.trim());
  const written = new Set(trimmed.filter((name) => name !== "").map(key));
  const taken = new Set<string>();
  const isFree = (name: string) => !taken.has(key(name)) && !written.has(key(name));

  return trimmed.map((name, index) => {
    let unique: string;
    if (name !== "" && !taken.has(key(name))) {
      unique = name;
    } else {
      const base = name === "" ? `Column ${index + 1}` : name;
      unique = name === "" && isFree(base) ? base : withFreeSuffix(base, isFree);
    }
    taken.add(key(unique));
    return unique;
  });
}

function withFreeSuffix(base: string, isFree: (name: string) => boolean): string {
  for (let n = 2; ; n++) {
    const candidate = `${base} (${n})`;
    if (isFree(candidate)) return candidate;
  }
}

function key(name: string): string {
  return name.toLowerCase();
}
