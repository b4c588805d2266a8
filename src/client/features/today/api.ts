import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { prospectEndpoints } from "../../../shared/contracts/endpoints/prospects";
import {
  queueEndpoints as api,
  type QueueTask,
  type TodayQueue,
} from "../../../shared/contracts/endpoints/queue";
import { patchOfChange } from "../../../shared/contracts/prospects";
import { ApiError } from "../../lib/api";
import { callEndpoint, endpointQuery } from "../../lib/endpoints";
import { invalidateChanges } from "../../lib/invalidate-changes";
import { taskKey } from "./queue-view";

/** Where the keys of every SDR's queue start (`/api/today`, `/api/today?sdrId=...`). */
export const TODAY_PATH = api.today.path;

/** The queue of the chosen SDR, or of the signed-in SDR when none is chosen. */
export const todayQuery = (sdrId: string | null) =>
  endpointQuery(api.today, { query: sdrId ? { sdrId } : {} });

/** The queue; another SDR's stays on screen (dimmed) while the chosen one loads. */
export function useTodayQueue(sdrId: string | null) {
  return useQuery({
    ...todayQuery(sdrId),
    placeholderData: (previous) => previous,
    // Others work the same clients: coming back to the tab after a while shows the queue as it now is.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** The answer to an invite ticked past the campaign's LinkedIn budget: the server asks "Send anyway?". */
export const isOverBudget = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.code === "over_budget";

/** Takes the finished task out of every cached queue at once; the refetch then brings the next step. */
function dropTask(queryClient: QueryClient, task: QueueTask) {
  queryClient.setQueriesData<TodayQueue>(
    { predicate: ({ queryKey }) => String(queryKey[0]).startsWith(TODAY_PATH) },
    (queue) => queue && { ...queue, tasks: queue.tasks.filter((other) => taskKey(other) !== taskKey(task)) },
  );
}

/**
 * Done: a step is ticked with the Scheduler's own save (PATCH /api/prospects/{id}), `confirmed` when
 * the SDR chose to send an invite over the budget; an unaccepted invite is marked withdrawn. Afterwards
 * everything showing the campaign's prospects is fetched again, as after a tick in the Scheduler.
 */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ task, confirmed = false }: { task: QueueTask; confirmed?: boolean }) => {
      const params = { id: task.prospectId };
      if (task.kind === "withdraw") {
        await callEndpoint(api.mark, { params, body: { action: "withdrawn", step: "withdraw" } });
        return;
      }
      await callEndpoint(prospectEndpoints.update, {
        params,
        query: confirmed ? { confirm: "over-budget" } : {},
        body: patchOfChange({ field: task.step, value: true }),
      });
    },
    onSuccess: (_data, { task }) => dropTask(queryClient, task),
    onSettled: (_data, _error, { task }) =>
      invalidateChanges(queryClient, [{ t: "prospects", c: task.campaignId }]),
  });
}

/** Skip: the step (or the withdrawal) is passed over with the SDR's reason; the queue moves on. */
export function useSkipTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, reason }: { task: QueueTask; reason: string }) =>
      callEndpoint(api.mark, {
        params: { id: task.prospectId },
        body: { action: "skipped", step: task.kind === "withdraw" ? "withdraw" : task.step, reason },
      }),
    onSuccess: (_data, { task }) => dropTask(queryClient, task),
    onSettled: (_data, _error, { task }) =>
      invalidateChanges(queryClient, [{ t: "prospects", c: task.campaignId }]),
  });
}
