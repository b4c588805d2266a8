import { describe, expect, it } from "vitest";
import { filesText, problemsTitle, splitProblems, summaryLines, undoState } from "./import-problems";

describe("splitProblems", () => {
  it("lists one problem a line, without blank lines", () => {
    expect(
      splitProblems(
        "messages.csv line 2: DATE is not a date like 2026-01-05 10:00:00 UTC\r\n\nConnections.csv line 7: URL is missing\n",
      ),
    ).toEqual([
      "messages.csv line 2: DATE is not a date like 2026-01-05 10:00:00 UTC",
      "Connections.csv line 7: URL is missing",
    ]);
    expect(splitProblems("One problem")).toEqual(["One problem"]);
  });

  it("titles the list by how many", () => {
    expect(problemsTitle(1)).toBe("The export was not imported: 1 problem");
    expect(problemsTitle(3)).toBe("The export was not imported: 3 problems");
  });
});

describe("filesText", () => {
  it("joins the names as a sentence", () => {
    expect(filesText([])).toBe("No files");
    expect(filesText(["a.zip"])).toBe("a.zip");
    expect(filesText(["a.csv", "b.csv", "c.csv"])).toBe("a.csv, b.csv and c.csv");
  });
});

describe("undoState", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  it("can be undone until undoUntil, once", () => {
    expect(undoState({ undoneAt: null, undoUntil: "2026-03-02T00:00:00Z" }, now)).toEqual({ can: true });
    expect(undoState({ undoneAt: null, undoUntil: "2026-03-01T11:00:00Z" }, now)).toEqual({
      can: false,
      reason: "expired",
    });
    expect(undoState({ undoneAt: "2026-02-27T00:00:00Z", undoUntil: "2026-03-02T00:00:00Z" }, now)).toEqual({
      can: false,
      reason: "undone",
    });
  });
});

describe("summaryLines", () => {
  it("counts every kind, people who are not prospects last and not stored", () => {
    const lines = summaryLines({
      confirmed: 1,
      added: 2,
      corrected: 3,
      disagrees: 4,
      messagesAdded: 5,
      repliesAdded: 6,
      groupConversationsSkipped: 7,
      sponsoredSkipped: 8,
      draftsSkipped: 9,
      notProspects: 10,
    });
    expect(lines.map((line) => line.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(lines.at(-1)).toMatchObject({
      label: "People who are not prospects",
      hint: "counted, not stored",
    });
  });
});
