export type CsvDelimiter = "," | ";" | "\t";

const CANDIDATES: readonly CsvDelimiter[] = [",", ";", "\t"];
const SAMPLE_RECORDS = 10;

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;

/**
 * Picks the delimiter from the first non-blank records, counting candidates outside quotes: the one whose
 * count in the header row recurs in the most data rows wins, then the one that splits the header into
 * more columns, then comma. A file without any candidate is a single column; comma is as good as any.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const [header, ...rows] = sampleCounts(text);
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

/** Per sampled record, how often each candidate occurs outside quotes. Blank records are not sampled. */
function sampleCounts(text: string): number[][] {
  const samples: number[][] = [];
  let counts = [0, 0, 0];
  let hasContent = false;
  let inQuotes = false;
  for (let i = 0; i < text.length && samples.length < SAMPLE_RECORDS; i++) {
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
    const k = CANDIDATES.indexOf(text[i] as CsvDelimiter);
    if (k >= 0) counts[k] = (counts[k] ?? 0) + 1;
    else if (c !== SPACE) hasContent = true;
  }
  if (hasContent && samples.length < SAMPLE_RECORDS) samples.push(counts);
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
