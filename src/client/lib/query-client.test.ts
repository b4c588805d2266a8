import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "./api";
import { createQueryClient, shouldRetry } from "./query-client";

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe("the query client", () => {
  it("retries a first load only for failures that may pass, never a 4xx", () => {
    expect(shouldRetry(0, new NetworkError())).toBe(true);
    expect(shouldRetry(1, new ApiError(502, ""))).toBe(true);
    expect(shouldRetry(2, new ApiError(502, ""))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, '{"message":"Campaign not found"}'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, ""))).toBe(false);
  });

  it("keeps data on screen through failed refetches, trying again until the server answers", async () => {
    const client = createQueryClient();
    let answer: () => Promise<string[]> = async () => ["first"];
    const observer = new QueryObserver(client, {
      queryKey: ["/api/list"],
      queryFn: () => answer(),
      retryDelay: 1,
    });
    const unsubscribe = observer.subscribe(() => {});
    await until(() => observer.getCurrentResult().data !== undefined);

    let serverBack = false;
    answer = async () => {
      if (!serverBack) throw new NetworkError();
      return ["second"];
    };
    // Whoever waits for the refetch is answered at its first failure; the tries go on.
    await observer.refetch();
    expect(observer.getCurrentResult()).toMatchObject({ data: ["first"], isFetching: true });
    await until(() => observer.getCurrentResult().failureCount >= 3);
    expect(observer.getCurrentResult()).toMatchObject({ data: ["first"], isError: false });
    serverBack = true;

    await until(() => observer.getCurrentResult().data?.[0] === "second");
    expect(observer.getCurrentResult()).toMatchObject({ failureCount: 0, isError: false });
    unsubscribe();
    client.clear();
  });
});
