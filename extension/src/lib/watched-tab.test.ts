import { describe, expect, it } from "vitest";
import { pickWatchedTab } from "./watched-tab";

describe("the tab the panel follows", () => {
  it("is the active tab looked at last", () => {
    const tabs = [
      { id: 1, url: "https://www.linkedin.com/in/a", lastAccessed: 100 },
      { id: 2, url: "http://localhost:3000/today", lastAccessed: 300 },
      { id: 3, url: "https://www.linkedin.com/in/b", lastAccessed: 200 },
    ];
    expect(pickWatchedTab(tabs)).toEqual({ id: 2, url: "http://localhost:3000/today" });
  });

  it("skips extension and browser pages, the panel opened as a tab among them", () => {
    const tabs = [
      { id: 1, url: "https://www.linkedin.com/in/a", lastAccessed: 100 },
      { id: 2, url: "chrome-extension://abcdef/sidepanel.html", lastAccessed: 500 },
      { id: 3, url: "chrome://extensions/", lastAccessed: 400 },
    ];
    expect(pickWatchedTab(tabs)).toEqual({ id: 1, url: "https://www.linkedin.com/in/a" });
  });

  it("takes a loading tab's pending address, and none without an id or address", () => {
    expect(pickWatchedTab([{ id: 4, pendingUrl: "https://www.linkedin.com/in/c" }])).toEqual({
      id: 4,
      url: "https://www.linkedin.com/in/c",
    });
    expect(pickWatchedTab([{ url: "https://www.linkedin.com/in/c" }, { id: 5 }])).toBeNull();
    expect(pickWatchedTab([])).toBeNull();
  });
});
