import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it } from "vitest";
import type { Prospect } from "../../../shared/contracts/prospects";
import { ApiError } from "../../lib/api";
import { prospectsPath } from "../../shared/prospects-query";
import {
  applyProspectRows,
  badDataCountPath,
  heldByRows,
  isOverBudget,
  revertProspectField,
  savedRowShown,
  withChange,
} from "./api";
import { listedProspect } from "./prospect-fixtures";

function prospect(id: string, campaignId: string, values: Partial<Prospect> = {}): Prospect {
  return listedProspect(id, {
    campaign: `Campaign ${campaignId}`,
    campaignId,
    updatedAt: "2026-03-04T10:00:00.000Z",
    ...values,
  });
}

let queryClient: QueryClient;
const listA = () => queryClient.getQueryData<Prospect[]>([prospectsPath("a")]);
const listB = () => queryClient.getQueryData<Prospect[]>([prospectsPath("b")]);

beforeEach(() => {
  queryClient = new QueryClient();
  queryClient.setQueryData([prospectsPath("a")], [prospect("1", "a"), prospect("2", "a")]);
  queryClient.setQueryData([prospectsPath("b")], [prospect("3", "b")]);
});

describe("applyProspectRows", () => {
  it("puts a newer row in place, keeping the list's order", () => {
    const changed = prospect("1", "a", { invite: true, updatedAt: "2026-03-04T10:05:00.000Z" });
    applyProspectRows(queryClient, [changed]);
    expect(listA()).toEqual([changed, prospect("2", "a")]);
  });

  it("keeps the cached row when it is newer than the one that arrived", () => {
    const newer = prospect("1", "a", { m1: true, updatedAt: "2026-03-04T10:10:00.000Z" });
    queryClient.setQueryData([prospectsPath("a")], [newer, prospect("2", "a")]);
    applyProspectRows(queryClient, [
      prospect("1", "a", { invite: true, updatedAt: "2026-03-04T10:05:00.000Z" }),
    ]);
    expect(listA()?.[0]).toEqual(newer);
  });

  it("takes a row with the same time (the change that was just saved)", () => {
    const saved = prospect("2", "a", { sequenceTag: "Interested" });
    applyProspectRows(queryClient, [saved]);
    expect(listA()?.[1]?.sequenceTag).toBe("Interested");
  });

  it("leaves lists that do not hold the row as they were, the same array", () => {
    const before = listB();
    applyProspectRows(queryClient, [
      prospect("1", "a", { invite: true, updatedAt: "2026-03-05T00:00:00.000Z" }),
    ]);
    expect(listB()).toBe(before);
  });

  it("never adds a row that no list holds, and touches no other query", () => {
    queryClient.setQueryData([badDataCountPath("a")], { count: 2 });
    applyProspectRows(queryClient, [prospect("9", "a")]);
    expect(listA()?.map((row) => row.id)).toEqual(["1", "2"]);
    expect(queryClient.getQueryData([badDataCountPath("a")])).toEqual({ count: 2 });
  });

  it("updates every row given, in whichever list holds each", () => {
    const later = "2026-03-04T11:00:00.000Z";
    applyProspectRows(queryClient, [
      prospect("2", "a", { connected: true, updatedAt: later }),
      prospect("3", "b", { finalDisposition: "Meeting", updatedAt: later }),
    ]);
    expect(listA()?.[1]?.connected).toBe(true);
    expect(listB()?.[0]?.finalDisposition).toBe("Meeting");
  });
});

describe("heldByRows", () => {
  const query = (key: string) => {
    const found = queryClient.getQueryCache().find({ queryKey: [key], exact: true });
    if (!found) throw new Error(`no query ${key}`);
    return found;
  };

  it("is true for a campaign's prospect list that is up to date", () => {
    expect(heldByRows(query(prospectsPath("a")))).toBe(true);
  });

  it("is false once the list is marked stale (a refetch of it was cancelled)", async () => {
    await queryClient.invalidateQueries({ queryKey: [prospectsPath("a")] });
    expect(heldByRows(query(prospectsPath("a")))).toBe(false);
    expect(heldByRows(query(prospectsPath("b")))).toBe(true);
  });

  it("is false for any other query of the campaign", () => {
    queryClient.setQueryData([badDataCountPath("a")], { count: 0 });
    queryClient.setQueryData(["/api/campaigns/a/prospects/export"], []);
    expect(heldByRows(query(badDataCountPath("a")))).toBe(false);
    expect(heldByRows(query("/api/campaigns/a/prospects/export"))).toBe(false);
  });
});

describe("the next step through a tick", () => {
  const waiting = { kind: "withdraw", step: "m1", dueOn: "2026-03-25", reason: null } as const;
  const inviteDue = { kind: "step", step: "invite", dueOn: "2026-03-04", reason: null } as const;

  it("keeps the row's next step while the change is on its way", () => {
    const row = prospect("1", "a", { next: inviteDue });
    expect(withChange(row, { field: "invite", value: true })).toEqual({ ...row, invite: true });
  });

  it("takes the saved row's next step, keeping this tab's changes still on their way", () => {
    const saved = prospect("1", "a", { invite: true, next: waiting, updatedAt: "2026-03-04T10:05:00.000Z" });
    const shown = savedRowShown(saved, [{ field: "sequenceTag", value: "Interested" }]);
    expect(shown).toEqual({ ...saved, sequenceTag: "Interested" });
    expect(savedRowShown(saved, [])).toEqual(saved);
  });

  it("puts the saved row with its next step into the lists", () => {
    queryClient.setQueryData([prospectsPath("a")], [prospect("1", "a", { next: inviteDue })]);
    // The tick as shown at once, then the answer.
    queryClient.setQueryData([prospectsPath("a")], (rows: Prospect[]) =>
      rows.map((row) => withChange(row, { field: "invite", value: true })),
    );
    expect(listA()?.[0]?.next).toEqual(inviteDue);
    const saved = prospect("1", "a", { invite: true, next: waiting, updatedAt: "2026-03-04T10:05:00.000Z" });
    applyProspectRows(queryClient, [savedRowShown(saved, [])]);
    expect(listA()?.[0]).toEqual(saved);
  });
});

describe("an invite over the LinkedIn budget", () => {
  const overBudget = new ApiError(
    409,
    JSON.stringify({
      message:
        "This campaign's LinkedIn account has reached its invite budget (20 of 20 invites today). Send anyway?",
      code: "over_budget",
      field: "invite",
    }),
  );

  it("is told apart from other failures by the error's code", () => {
    expect(isOverBudget(overBudget)).toBe(true);
    expect(overBudget.serverMessage).toMatch(/^This campaign's LinkedIn account .* Send anyway\?$/);
    expect(isOverBudget(new ApiError(409, JSON.stringify({ message: "Taken", code: "conflict" })))).toBe(
      false,
    );
    expect(isOverBudget(new ApiError(409, "over_budget"))).toBe(false);
    expect(isOverBudget(new Error("over_budget"))).toBe(false);
  });

  it("is unticked again on Cancel, in every list, leaving the other fields as they are", () => {
    const before = prospect("1", "a", { next: { kind: "step", step: "invite", dueOn: null, reason: null } });
    queryClient.setQueryData(
      [prospectsPath("a")],
      [withChange(before, { field: "invite", value: true }), prospect("2", "a")],
    );
    queryClient.setQueryData(
      [prospectsPath("a"), "copy"],
      [withChange(before, { field: "invite", value: true })],
    );
    // Meanwhile another field of the row changed.
    queryClient.setQueryData([prospectsPath("a")], (rows: Prospect[]) =>
      rows.map((row) => (row.id === "1" ? { ...row, m1: true } : row)),
    );
    revertProspectField(queryClient, before, { field: "invite", value: true });
    expect(listA()?.[0]).toEqual({ ...before, m1: true });
    expect(listA()?.[1]).toEqual(prospect("2", "a"));
    expect(queryClient.getQueryData([prospectsPath("a"), "copy"])).toEqual([before]);
  });
});
