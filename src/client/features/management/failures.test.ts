import type { UseFormSetError } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { showFieldFailure, toastFailure } from "./failures";

type Form = { name: string; loginEmail: string; status: string };
const FIELDS = ["name", "loginEmail", "status"] as const;

/** The field errors a failure sets on a form with FIELDS. */
function fieldErrors(error: unknown): Record<string, string | undefined> {
  const set: Record<string, string | undefined> = {};
  const setError: UseFormSetError<Form> = (name, { message }) => {
    set[name] = message;
  };
  showFieldFailure(setError, toastFailure(error, "Failed to create client"), FIELDS);
  return set;
}

const apiError = (status: number, body: object) => new ApiError(status, JSON.stringify(body));

describe("management failures", () => {
  it("shows the message under the field the error body names", () => {
    const error = apiError(400, {
      message: "Set a login email first",
      code: "validation",
      field: "loginEmail",
    });
    expect(toastFailure(error, "Failed")).toEqual({
      status: 400,
      field: "loginEmail",
      text: "Set a login email first",
    });
    expect(fieldErrors(error)).toEqual({ loginEmail: "Set a login email first" });
  });

  it("sets no field error for a body without a field, even one whose message starts with a field name", () => {
    expect(fieldErrors(apiError(409, { message: "An SDR with this email already exists" }))).toEqual({});
    const prefixed = apiError(400, { message: "loginEmail: Set a login email first" });
    expect(toastFailure(prefixed, "Failed").field).toBeUndefined();
    expect(fieldErrors(prefixed)).toEqual({});
  });

  it("sets no field error when the named field is not on the form", () => {
    expect(fieldErrors(apiError(400, { message: "Too weak", field: "loginPassword" }))).toEqual({});
  });

  it("falls back to the given text for a failure without a message", () => {
    expect(toastFailure(apiError(500, { message: "" }), "Failed to create client")).toEqual({
      status: 500,
      text: "Failed to create client",
    });
    expect(toastFailure("not an error", "Failed to create client")).toEqual({
      text: "Failed to create client",
    });
  });
});
