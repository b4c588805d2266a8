import { describe, expect, it } from "vitest";
import { loginPathReturningTo, safeReturnPath } from "../../lib/return-address";
import { CONNECTED_PATH, connectedPath, readChallenge, readConnectedCode } from "./connect-address";

/** A challenge as the side panel sends one: the base64url SHA-256 of its verifier. */
const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

describe("the Connect page's challenge", () => {
  it("is read from the address when it is 43 base64url characters", () => {
    expect(CHALLENGE).toHaveLength(43);
    expect(readChallenge(`?challenge=${CHALLENGE}`)).toBe(CHALLENGE);
    expect(readChallenge(new URLSearchParams({ challenge: CHALLENGE }))).toBe(CHALLENGE);
    expect(readChallenge(`?other=1&challenge=${CHALLENGE}`)).toBe(CHALLENGE);
  });

  it("survives sign-in: the return address keeps it", () => {
    const connect = `/side-panel/connect?challenge=${CHALLENGE}`;
    const login = new URL(loginPathReturningTo(connect), "https://desk.example");
    expect(login.pathname).toBe("/login");
    const back = safeReturnPath(login.searchParams.get("next"));
    expect(back).toBe(connect);
    expect(readChallenge(new URL(back ?? "", "https://desk.example").search)).toBe(CHALLENGE);
  });

  it("is missing when the address has none or an empty one", () => {
    expect(readChallenge("")).toBeNull();
    expect(readChallenge("?challenge=")).toBeNull();
    expect(readChallenge("?code=abc")).toBeNull();
  });

  it("is refused when it is too short, too long or not base64url", () => {
    expect(readChallenge(`?challenge=${CHALLENGE.slice(1)}`)).toBeNull();
    expect(readChallenge(`?challenge=${CHALLENGE}A`)).toBeNull();
    const padded = `${CHALLENGE.slice(0, 42)}=`;
    expect(readChallenge(new URLSearchParams({ challenge: padded }))).toBeNull();
    const plus = `${CHALLENGE.slice(0, 42)}+`;
    expect(readChallenge(new URLSearchParams({ challenge: plus }))).toBeNull();
    const slash = `${CHALLENGE.slice(0, 42)}/`;
    expect(readChallenge(new URLSearchParams({ challenge: slash }))).toBeNull();
  });
});

describe("the connected tab's address", () => {
  it("carries the code in its hash, which the server never sees", () => {
    expect(connectedPath("Abc_123-xyz")).toBe("/side-panel/connected#code=Abc_123-xyz");
    expect(connectedPath("Abc_123-xyz").startsWith(`${CONNECTED_PATH}#`)).toBe(true);
    expect(new URL(connectedPath("Abc_123-xyz"), "https://desk.example").href).toBe(
      "https://desk.example/side-panel/connected#code=Abc_123-xyz",
    );
  });

  it("keeps a code with other characters readable", () => {
    expect(connectedPath("a b&c")).toBe("/side-panel/connected#code=a%20b%26c");
    expect(readConnectedCode(new URL(connectedPath("a b&c"), "https://desk.example").hash)).toBe("a b&c");
  });

  it("reads the code back from the hash, or null without one", () => {
    expect(readConnectedCode("#code=Abc_123-xyz")).toBe("Abc_123-xyz");
    expect(readConnectedCode("code=Abc_123-xyz")).toBe("Abc_123-xyz");
    expect(readConnectedCode("")).toBeNull();
    expect(readConnectedCode("#code=")).toBeNull();
    expect(readConnectedCode("#other=1")).toBeNull();
  });
});
