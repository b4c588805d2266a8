export type CsvDelimiter = "," | ";" | "\t";

const CANDIDATES: readonly CsvDelimiter[] = [",", ";", "\t"];
const SAMPLE_RECORDS = 10;
/** Most characters read to pick the delimiter (ten records of a wide export take a few kilobytes). */
const SAMPLE_CHARACTERS = 256 * 1024;

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const COMMA = 0x2c;
const SEMICOLON = 0x3b;
const TAB = 0x09;

/**
 * Picks the delimiter from the first non-blank records, counting candidates outside quotes: the one whose
 * count in the header row recurs in the most data rows wins, then the one that splits the header into
 * more columns, then comma. A file without any candidate is a single column; comma is as good as any.
 */
export function detectDelimiter(text: string, from = 0): CsvDelimiter {
  const [header, ...rows] = sampleCounts(text, from);
  if (!header) return ",";
  let best: CsvDelimiter = ",";
  let bestScore = -1;
  let bestColumns = 0;
  CANDIDATES.forEach((candidate, k) => {
    const columns = header[k] ?? 0;
    if (columns === 0) return;
    const matching = rows.filter((row) => row[k] === columns).length;
    const score = rows.length === 0 ? 1 : matching / rows.length;
    if (score > bestScore || (score === bestScore && columns > bestColumns)) {
      best = candidate;
      bestScore = score;
      bestColumns = columns;
    }
  });
  return best;
}

/**
 * Per sampled record from `from` on, how often each candidate occurs outside quotes. Blank records are not
 * sampled, and no more than SAMPLE_CHARACTERS are read: a header longer than that is sampled as far as it
 * was read.
 */
function sampleCounts(text: string, from: number): number[][] {
  const samples: number[][] = [];
  let counts = [0, 0, 0];
  let hasContent = false;
  let inQuotes = false;
  const end = Math.min(text.length, from + SAMPLE_CHARACTERS);
  let i = from;
  for (; i < end && samples.length < SAMPLE_RECORDS; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // A doubled quote toggles twice, which leaves the state as it was.
      inQuotes = !inQuotes;
      hasContent = true;
      continue;
    }
    if (inQuotes) continue;
    if (c === CR || c === LF) {
      if (hasContent) samples.push(counts);
      counts = [0, 0, 0];
      hasContent = false;
      continue;
    }
    const k = c === COMMA ? 0 : c === SEMICOLON ? 1 : c === TAB ? 2 : -1;
    if (k >= 0) counts[k] = (counts[k] ?? 0) + 1;
    else if (c !== SPACE) hasContent = true;
  }
  const complete = i === text.length || samples.length === 0;
  if (hasContent && complete && samples.length < SAMPLE_RECORDS) samples.push(counts);
  return samples;
}

/**
 * Excel honours a first line "sep=;" naming the delimiter, and some exporters write one for it.
 * Returns the named delimiter and where the data starts, or null when there is no such line.
 */
export function readSepDirective(text: string): { delimiter: CsvDelimiter; bodyStart: number } | null {
  const match = /^sep=(.)(\r\n|\r|\n|$)/i.exec(text);
  const delimiter = match?.[1];
  if (!match || !CANDIDATES.includes(delimiter as CsvDelimiter)) return null;
  return { delimiter: delimiter as CsvDelimiter, bodyStart: match[0].length };
}
