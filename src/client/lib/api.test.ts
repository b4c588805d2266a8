import { describe, expect, it } from "vitest";
import { ApiError, describeFailure, errorMessage } from "./api";

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
    expect(errorMessage(new ApiError(502, "Bad Gateway"), "fallback")).toBe("Bad Gateway");
    expect(new ApiError(502, "Bad Gateway")).toMatchObject({ code: undefined, field: undefined });
    expect(errorMessage(new ApiError(500, body({ message: "" })), "fallback")).toBe("fallback");
    expect(errorMessage(new ApiError(502, "{}"), "fallback")).toBe("fallback");
    expect(describeFailure(new Error("offline"), "fallback")).toEqual({ text: "offline" });
    expect(errorMessage("not an error", "fallback")).toBe("fallback");
  });
});
