import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  apiRequest,
  describeFailure,
  errorMessage,
  isTransient,
  NetworkError,
  onSessionEnded,
  onStepUpRequired,
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

describe("a change refused until the user confirms who they are", () => {
  const refused = () =>
    new Response(
      body({ message: "Enter your password again to confirm it's you.", code: "step_up_required" }),
      {
        status: 403,
      },
    );
  const created = () => new Response(body({ id: "key-1" }), { status: 201 });

  /** Answers each request with the next of `answers`; the calls are the requests sent. */
  const serve = (...answers: (() => Response)[]) => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
      const next = answers.shift();
      if (!next) throw new Error("no answer left");
      return next();
    });
    vi.stubGlobal("fetch", fetch);
    return fetch;
  };

  afterEach(() => {
    onStepUpRequired(null);
    vi.unstubAllGlobals();
  });

  it("is sent again once the user has confirmed", async () => {
    const fetch = serve(refused, created);
    const prompt = vi.fn(async () => true);
    onStepUpRequired(prompt);
    await expect(apiRequest("POST", "/api/api-keys", { name: "CRM" })).resolves.toEqual({ id: "key-1" });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/api-keys", "/api/api-keys"]);
  });

  it("is not sent again when the user cancels, and fails as refused", async () => {
    const fetch = serve(refused);
    onStepUpRequired(async () => false);
    const failure = await apiRequest("POST", "/api/api-keys", {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, code: "step_up_required" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shares one prompt between changes refused at the same time", async () => {
    serve(refused, refused, created, created);
    let confirm: (confirmed: boolean) => void = () => {};
    const prompt = vi.fn(() => new Promise<boolean>((resolve) => (confirm = resolve)));
    onStepUpRequired(prompt);
    const first = apiRequest("POST", "/api/api-keys", {});
    const second = apiRequest("POST", "/api/webhooks", {});
    await vi.waitFor(() => expect(prompt).toHaveBeenCalled());
    confirm(true);
    await expect(Promise.all([first, second])).resolves.toEqual([{ id: "key-1" }, { id: "key-1" }]);
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it("fails when refused again after the prompt, without asking again", async () => {
    const fetch = serve(refused, refused);
    const prompt = vi.fn(async () => true);
    onStepUpRequired(prompt);
    await expect(apiRequest("POST", "/api/privacy/requests/7/erase")).rejects.toMatchObject({
      status: 403,
      code: "step_up_required",
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("asks nothing for a read, for the step-up request itself, or without a prompt on screen", async () => {
    const fetch = serve(refused, refused, refused);
    await expect(apiRequest("POST", "/api/api-keys", {})).rejects.toMatchObject({ status: 403 });
    const prompt = vi.fn(async () => true);
    onStepUpRequired(prompt);
    await expect(apiRequest("GET", "/api/api-keys")).rejects.toMatchObject({ status: 403 });
    await expect(apiRequest("POST", "/api/auth/step-up", { password: "x" })).rejects.toMatchObject({
      status: 403,
    });
    expect(prompt).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
