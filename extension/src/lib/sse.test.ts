import { describe, expect, it } from "vitest";
import { createSseParser, reconnectDelay, type SseEvent } from "./sse";

const parsed = (...chunks: string[]) => {
  const events: SseEvent[] = [];
  const push = createSseParser((event) => events.push(event));
  for (const chunk of chunks) push(chunk);
  return events;
};

describe("the event stream", () => {
  it("reads named events with their data", () => {
    expect(
      parsed('event: change\ndata: [{"t":"prospects","c":"c1"}]\n\n', "event: resync\ndata: {}\n\n"),
    ).toEqual([
      { event: "change", data: '[{"t":"prospects","c":"c1"}]' },
      { event: "resync", data: "{}" },
    ]);
  });

  it("puts together events and lines split across chunks, with any line ending", () => {
    expect(parsed("event: cha", "nge\r", "\ndata: [1", "]\r\n\r", "\n", "data:x\rdata:y\r\r\n")).toEqual([
      { event: "change", data: "[1]" },
      { event: "message", data: "x\ny" },
    ]);
  });

  it("ignores comments, ids, unfinished events and events without data", () => {
    expect(parsed(": keep-alive\n\nid: 7\nevent: change\n\n", "event: change\ndata: [2]")).toEqual([]);
  });

  it("waits longer after each failure, up to 30 seconds", () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([1_000, 2_000, 5_000, 15_000, 30_000, 30_000]);
  });
});
