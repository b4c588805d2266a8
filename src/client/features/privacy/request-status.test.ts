import { describe, expect, it } from "vitest";
import { isOverdue, localDay, requestStatus, sortRequests } from "./request-status";

describe("localDay", () => {
  it("is the browser's calendar day, not the UTC one", () => {
    // 23:30 in New York is already the next day in UTC.
    expect(localDay(new Date(2026, 10, 30, 23, 30))).toBe("2026-11-30");
    expect(localDay(new Date(2026, 0, 5, 0, 0))).toBe("2026-01-05");
  });
});

describe("requestStatus", () => {
  it("is completed once answered, whatever the due day", () => {
    const completedAt = "2026-03-10T12:00:00.000Z";
    expect(requestStatus({ completedAt, dueOn: "2026-03-01" }, "2026-03-20")).toEqual({
      state: "completed",
      completedAt,
    });
  });

  it("is open, and overdue only after the due day has passed", () => {
    expect(requestStatus({ completedAt: null, dueOn: "2026-03-10" }, "2026-03-09")).toEqual({
      state: "open",
      overdue: false,
    });
    expect(requestStatus({ completedAt: null, dueOn: "2026-03-10" }, "2026-03-10")).toEqual({
      state: "open",
      overdue: false,
    });
    expect(requestStatus({ completedAt: null, dueOn: "2026-03-10" }, "2026-03-11")).toEqual({
      state: "open",
      overdue: true,
    });
    expect(isOverdue({ completedAt: "2026-03-12T00:00:00.000Z", dueOn: "2026-03-10" }, "2026-03-11")).toBe(
      false,
    );
  });
});

describe("sortRequests", () => {
  it("lists open requests by due day, then completed ones latest first", () => {
    const rows = [
      {
        id: "done-early",
        completedAt: "2026-02-01T10:00:00.000Z",
        dueOn: "2026-02-20",
        receivedOn: "2026-01-20",
      },
      { id: "open-late", completedAt: null, dueOn: "2026-04-01", receivedOn: "2026-03-01" },
      {
        id: "done-late",
        completedAt: "2026-03-05T10:00:00.000Z",
        dueOn: "2026-03-20",
        receivedOn: "2026-02-20",
      },
      { id: "open-soon", completedAt: null, dueOn: "2026-03-15", receivedOn: "2026-02-15" },
    ];
    expect(sortRequests(rows).map((row) => row.id)).toEqual([
      "open-soon",
      "open-late",
      "done-late",
      "done-early",
    ]);
    expect(rows[0]?.id).toBe("done-early");
  });
});
