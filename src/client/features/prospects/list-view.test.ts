import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "./filter-prospects";
import { applyListView, type ListView, PLAIN_VIEW, parseListView, writeListView } from "./list-view";
import { idsOf, listedProspect as row } from "./prospect-fixtures";

const FULL_VIEW: ListView = {
  sort: { key: "lastTouch", direction: "desc" },
  filters: {
    tags: ["Interested", "Soft No"],
    dispositions: ["No Reply"],
    progress: { done: "connected", notDone: "m1" },
    touch: "14",
    due: ["overdue", "today"],
  },
};

describe("the list view in the URL", () => {
  it("comes back the same from the URL it writes, keeping the other parameters", () => {
    const params = writeListView(new URLSearchParams("period=last-7-days"), FULL_VIEW);
    expect(params.get("period")).toBe("last-7-days");
    expect(params.get("sort")).toBe("-lastTouch");
    expect(params.getAll("tag")).toEqual(["Interested", "Soft No"]);
    expect(params.get("not-done")).toBe("m1");
    // Through the address bar's text, as a shared link carries it.
    expect(parseListView(new URLSearchParams(params.toString()))).toEqual(FULL_VIEW);
  });

  it("leaves the URL clean for the plain view and removes what was set", () => {
    const written = writeListView(new URLSearchParams("period=today"), FULL_VIEW);
    expect(writeListView(written, PLAIN_VIEW).toString()).toBe("period=today");
    expect(parseListView(new URLSearchParams(""))).toEqual(PLAIN_VIEW);
    expect(parseListView(new URLSearchParams("sort=firstName")).sort).toEqual({
      key: "firstName",
      direction: "asc",
    });
  });

  it("leaves out values it does not know, and lists chosen values once, in their usual order", () => {
    const view = parseListView(
      new URLSearchParams(
        "sort=-salary&tag=Hot&tag=Soft%20No&tag=New&tag=New&disposition=Maybe&done=m9&not-done=ff2&touch=3&due=later",
      ),
    );
    expect(view).toEqual({
      sort: null,
      filters: { ...NO_FILTERS, tags: ["New", "Soft No"], progress: { done: null, notDone: "ff2" } },
    });
  });
});

describe("the rows a list view shows", () => {
  const rows = [
    row("1", { firstName: "Cleo", company: "Acme", finalDisposition: "No Reply" }),
    row("2", { firstName: "Abe", company: "Globex", finalDisposition: "No Reply" }),
    row("3", { firstName: "Bea", company: "Acme", finalDisposition: "Meeting" }),
    row("4", { firstName: "Dan", company: "Acme", finalDisposition: "No Reply" }),
  ];
  const now = Date.parse("2026-11-27T12:00:00.000Z");

  it("narrows by the search and the filters together, then sorts", () => {
    const view: ListView = {
      sort: { key: "firstName", direction: "desc" },
      filters: { ...NO_FILTERS, dispositions: ["No Reply"] },
    };
    expect(idsOf(applyListView(rows, view, "acme", "2026-11-27", now))).toEqual(["4", "1"]);
    expect(idsOf(applyListView(rows, PLAIN_VIEW, "", "2026-11-27", now))).toEqual(["1", "2", "3", "4"]);
  });
});
