import { describe, expect, it } from "vitest";
import { checkAppAddress } from "./app-address";
import { connectionCodeOf, connectPageUrl } from "./connect-urls";

const origin = "https://desk.example.com";

describe("connecting", () => {
  it("opens the app's connect page with the challenge", () => {
    expect(connectPageUrl(origin, "abc-_1")).toBe(
      "https://desk.example.com/side-panel/connect?challenge=abc-_1",
    );
  });

  it("reads the code from the connected page's fragment only", () => {
    expect(connectionCodeOf(`${origin}/side-panel/connected#code=c0de`, origin)).toBe("c0de");
    expect(connectionCodeOf(`${origin}/side-panel/connected/#code=a%2Bb`, origin)).toBe("a+b");
    expect(connectionCodeOf(`${origin}/side-panel/connected`, origin)).toBeNull();
    expect(connectionCodeOf(`${origin}/side-panel/connect?challenge=x#code=c0de`, origin)).toBeNull();
    expect(connectionCodeOf("https://evil.example/side-panel/connected#code=c0de", origin)).toBeNull();
    expect(connectionCodeOf(undefined, origin)).toBeNull();
    expect(connectionCodeOf("not a url", origin)).toBeNull();
  });

  it("accepts the app's address as built, with or without a path or scheme", () => {
    expect(checkAppAddress(" https://desk.example.com/today ", origin)).toEqual({ ok: true, origin });
    expect(checkAppAddress("desk.example.com", origin)).toEqual({ ok: true, origin });
    expect(checkAppAddress("localhost:3000", "http://localhost:3000")).toEqual({
      ok: true,
      origin: "http://localhost:3000",
    });
  });

  it("refuses another origin, naming the one it was built for", () => {
    const refused = checkAppAddress("https://other.example.com", origin);
    expect(refused).toEqual({
      ok: false,
      message:
        "This side panel was built for https://desk.example.com and can only connect there, not to https://other.example.com.",
    });
    expect(checkAppAddress("http://desk.example.com", origin).ok).toBe(false);
    expect(checkAppAddress("", origin)).toEqual({
      ok: false,
      message: "Enter Outreach Desk's address (https://desk.example.com).",
    });
  });
});
