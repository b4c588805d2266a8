import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { changed, changes, isChanged, recordChanges } from "./changes.js";
import { noticesOf } from "./live-notices.js";

const requestWith = (headers: Record<string, string>) =>
  ({ headers, changeLog: null }) as unknown as FastifyRequest;

describe("the change log", () => {
  it("keeps a write's changes and drops the ones it did not make", () => {
    const answer = changed({ ok: true }, [changes.prospects("c1"), false, null, changes.management()]);
    expect(isChanged(answer)).toBe(true);
    expect(isChanged({ ok: true })).toBe(false);
    expect(answer.result).toEqual({ ok: true });
    expect(answer.changes).toEqual([{ topic: "prospects", campaignId: "c1" }, { topic: "management" }]);
  });

  it("records changes on the request and turns them into notices with the writer's tab", () => {
    const request = requestWith({ "x-live-origin": "tab-1" });
    recordChanges(request, [changes.imports(null), undefined, ...changes.prospectsOf(["c1", "c2"])]);
    expect(noticesOf(request, request.changeLog ?? [])).toEqual([
      { t: "imports", c: null, o: "tab-1" },
      { t: "prospects", c: "c1", o: "tab-1" },
      { t: "prospects", c: "c2", o: "tab-1" },
    ]);
    expect(noticesOf(requestWith({ "x-live-origin": "bad tab!" }), [changes.resources()])).toEqual([
      { t: "resources", c: null },
    ]);
  });

  it("records nothing for a write that made no change", () => {
    const request = requestWith({});
    recordChanges(request, [false, null]);
    expect(request.changeLog).toBeNull();
  });
});
