/** One Server-Sent Event: its name ("message" when none is given) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream in chunks as they arrive (a line or an event may be split across two), and
 * hands each complete event to `onEvent`. Comments and ids are ignored; an event without data is not
 * dispatched, as in the HTML standard.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let buffer = "";
  let name = "";
  let data: string[] = [];

  const line = (text: string) => {
    if (text === "") {
      if (data.length > 0) onEvent({ event: name || "message", data: data.join("\n") });
      name = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") name = value;
    else if (field === "data") data.push(value);
  };

  return (chunk) => {
    buffer += chunk;
    // A lone "\r" at the end may be the first half of "\r\n": keep it until the next chunk.
    const pattern = /\r\n|\r(?=.)|\n/gs;
    let start = 0;
    for (let match = pattern.exec(buffer); match; match = pattern.exec(buffer)) {
      line(buffer.slice(start, match.index));
      start = match.index + match[0].length;
    }
    buffer = buffer.slice(start);
  };
}

const BACKOFF_MS = [1_000, 2_000, 5_000, 15_000, 30_000];

/** How long to wait before reconnecting after `failures` failed attempts in a row. */
export const reconnectDelay = (failures: number): number =>
  BACKOFF_MS[Math.min(Math.max(failures, 0), BACKOFF_MS.length - 1)] as number;
