import { createSearchParams, type NavigateOptions, type SetURLSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { setSearchParam } from "./search-param";

/** Runs setSearchParam against the query string `search`, giving the new query string and the options. */
function run(search: string, name: string, value: string | null, options?: NavigateOptions) {
  const current = new URLSearchParams(search);
  let next: URLSearchParams | undefined;
  let passed: NavigateOptions | undefined;
  const setParams: SetURLSearchParams = (update, navigateOptions) => {
    if (typeof update !== "function") throw new Error("expected an update function");
    next = createSearchParams(update(current));
    passed = navigateOptions;
  };
  setSearchParam(setParams, name, value, options);
  return { search: next?.toString(), current: current.toString(), options: passed };
}

describe("setSearchParam", () => {
  it("adds a parameter, keeping the others", () => {
    expect(run("campaign=a", "period", "today").search).toBe("campaign=a&period=today");
  });

  it("replaces a parameter's value in place", () => {
    expect(run("period=today&campaign=a", "period", "this-week").search).toBe("period=this-week&campaign=a");
  });

  it("removes a parameter for null, and every repeat of it", () => {
    expect(run("q=jane&period=today&q=doe", "q", null).search).toBe("period=today");
    expect(run("", "q", null).search).toBe("");
  });

  it("encodes the value and leaves the current parameters untouched", () => {
    const result = run("campaign=a", "q", "Smith & Co");
    expect(result.search).toBe("campaign=a&q=Smith+%26+Co");
    expect(result.current).toBe("campaign=a");
  });

  it("passes the navigation options on", () => {
    expect(run("", "period", "today", { replace: true }).options).toEqual({ replace: true });
  });
});
