import { describe, expect, it, vi } from "vitest";
import {
  ApiError,
  describeFailure,
  errorMessage,
  isTransient,
  NetworkError,
  onSessionEnded,
  reportUnauthorized,
} from "./api";

const body = (value: object) => JSON.stringify(value);

describe("API errors", () => {
  it("keep the spec's '<status>: <body>' message and expose the body's parts", () => {
    const error = new ApiError(
      409,
      body({ message: "An SDR with this email already exists", code: "conflict", field: "email" }),
      "req-7",
    );
    expect(error.message).toBe(
      '409: {"message":"An SDR with this email already exists","code":"conflict","field":"email"}',
    );
    expect(error).toMatchObject({ status: 409, code: "conflict", field: "email", requestId: "req-7" });
    expect(errorMessage(error, "fallback")).toBe("An SDR with this email already exists");
  });

  it("show a field's message under the field without the field's name in front", () => {
    const error = new ApiError(
      400,
      body({
        message: "loginEmail: Set a login email before inviting",
        code: "validation",
        field: "loginEmail",
      }),
    );
    expect(describeFailure(error, "fallback")).toEqual({
      status: 400,
      field: "loginEmail",
      text: "Set a login email before inviting",
    });
  });

  it("read no field from a message that only looks like one", () => {
    const error = new ApiError(400, body({ message: "Note: the file is empty", code: "validation" }));
    expect(describeFailure(error, "fallback")).toEqual({ status: 400, text: "Note: the file is empty" });
  });

  it("fall back to the raw text, or the fallback, when the body is not the JSON error body", () => {
    expect(errorMessage(new ApiError(413, "Payload Too Large"), "fallback")).toBe("Payload Too Large");
    expect(new ApiError(502, "Bad Gateway")).toMatchObject({ code: undefined, field: undefined });
    expect(errorMessage(new ApiError(500, body({ message: "" })), "fallback")).toBe("fallback");
    expect(errorMessage(new ApiError(502, "{}"), "fallback")).toBe("fallback");
    expect(describeFailure(new Error("offline"), "fallback")).toEqual({ text: "offline" });
    expect(errorMessage("not an error", "fallback")).toBe("fallback");
  });
});

describe("failures without the server's answer", () => {
  it("read as a human sentence: a change says it was not saved, a read only that the server is away", () => {
    expect(errorMessage(new NetworkError("PATCH"), "fallback")).toBe(
      "Can't reach the server. Your change was not saved.",
    );
    expect(errorMessage(new NetworkError("GET"), "fallback")).toBe("Can't reach the server.");
    expect(errorMessage(new ApiError(502, "Bad Gateway", undefined, "PATCH"), "fallback")).toBe(
      "Can't reach the server. Your change was not saved.",
    );
    expect(errorMessage(new ApiError(504, "<html>Gateway Time-out</html>", undefined, "POST"), "x")).toBe(
      "Can't reach the server. Your change was not saved.",
    );
    expect(errorMessage(new ApiError(500, "", undefined, "DELETE"), "x")).toBe(
      "The server ran into a problem. Your change was not saved.",
    );
    expect(errorMessage(new ApiError(503, "Service Unavailable"), "x")).toBe("Can't reach the server.");
  });

  it("keep the server's own message when a 5xx has the JSON error body", () => {
    const error = new ApiError(
      503,
      body({ message: "The database is busy", code: "unavailable" }),
      "r",
      "PATCH",
    );
    expect(errorMessage(error, "fallback")).toBe("The database is busy");
  });

  it("are the ones worth trying again; a 4xx answer is not", () => {
    expect(isTransient(new NetworkError())).toBe(true);
    expect(isTransient(new ApiError(502, ""))).toBe(true);
    expect(isTransient(new ApiError(404, body({ message: "Campaign not found" })))).toBe(false);
    expect(isTransient(new ApiError(401, body({ message: "Please sign in to continue." })))).toBe(false);
    expect(isTransient(new Error("boom"))).toBe(false);
  });
});

describe("a 401 answer", () => {
  it("ends the session, except from the sign-in requests where it means a wrong password", () => {
    const ended = vi.fn();
    onSessionEnded(ended);
    try {
      reportUnauthorized(401, "/api/auth/login");
      reportUnauthorized(401, "/api/auth/register");
      reportUnauthorized(403, "/api/campaigns/1/prospects");
      expect(ended).not.toHaveBeenCalled();
      reportUnauthorized(401, "/api/prospects/7?x=1");
      reportUnauthorized(401, "/api/auth/me");
      expect(ended).toHaveBeenCalledTimes(2);
    } finally {
      onSessionEnded(null);
    }
  });
});
