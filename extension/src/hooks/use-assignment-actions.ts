import { useState } from "react";
import { prospectEndpoints } from "../../../src/shared/contracts/endpoints/prospects";
import { queueEndpoints } from "../../../src/shared/contracts/endpoints/queue";
import { suppressionEndpoints } from "../../../src/shared/contracts/endpoints/suppressions";
import type { SuppressionReason } from "../../../src/shared/contracts/privacy";
import {
  type FinalDisposition,
  type ProspectFieldChange,
  patchOfChange,
  type SequenceTag,
} from "../../../src/shared/contracts/prospects";
import { ApiError, type CallEndpoint, messageOf } from "../lib/api";
import type { TaskAction } from "../lib/assignment-task";

/**
 * What the panel can do to one assignment. Each action reports its failure in `error` (and returns
 * false, so a form keeps what was typed); on success the lookup is fetched again (`onChanged`).
 */
export function useAssignmentActions(api: CallEndpoint, id: string, onChanged: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The invite budget is used up: the server's message, until the SDR sends anyway or cancels. */
  const [overBudget, setOverBudget] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await work();
      onChanged();
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && failure.code === "over_budget") {
        setOverBudget(failure.message);
      } else {
        setError(messageOf(failure));
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  const patch = (change: ProspectFieldChange, confirmed = false) =>
    run(() =>
      api(prospectEndpoints.update, {
        params: { id },
        query: confirmed ? { confirm: "over-budget" } : {},
        body: patchOfChange(change),
      }),
    );

  return {
    busy,
    error,
    overBudget,
    cancelOverBudget: () => setOverBudget(null),
    done: (action: TaskAction, confirmed = false) => {
      setOverBudget(null);
      if (action.kind === "withdraw") {
        return run(() =>
          api(queueEndpoints.mark, { params: { id }, body: { action: "withdrawn", step: "withdraw" } }),
        );
      }
      if (action.kind === "step") return patch({ field: action.step, value: true }, confirmed);
      return Promise.resolve(false);
    },
    skip: (action: TaskAction, reason: string) => {
      if (action.kind === "none") return Promise.resolve(false);
      const step = action.kind === "withdraw" ? "withdraw" : action.step;
      return run(() =>
        api(queueEndpoints.mark, { params: { id }, body: { action: "skipped", step, reason } }),
      );
    },
    reply: (content: string) =>
      run(() => api(prospectEndpoints.captureReply, { params: { id }, body: { content } })),
    setTag: (value: SequenceTag) => patch({ field: "sequenceTag", value }),
    setDisposition: (value: FinalDisposition) => patch({ field: "finalDisposition", value }),
    doNotContact: (reason: SuppressionReason, note: string) =>
      run(() => api(suppressionEndpoints.suppressProspect, { params: { id }, body: { reason, note } })),
  };
}
