import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Prospect } from "../../../shared/contracts/prospects";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/api";
import { clearDraft } from "../../lib/form-draft";
import { useSession } from "../../shared/session";
import {
  type FieldVariables,
  isOverBudget,
  type ProspectFieldChange,
  revertProspectField,
  useCaptureReply,
  useFlagBadData,
  useUpdateProspectField,
} from "./api";
import type { RowActions } from "./prospect-row";
import { replyDraftKey } from "./reply-dialog";

const fail = (description: string) => toast({ title: "Error", description, variant: "destructive" });

/** An invite the server refused over the LinkedIn budget, waiting for the SDR's answer. */
export interface OverBudgetAsk extends FieldVariables {
  message: string;
}

/**
 * The table's actions with the spec's toasts (section 8): fields save at once, Reply goes through the
 * reply dialog, Bad Data through the reason dialog.
 */
export function useProspectActions({
  readOnly,
  listName,
  openDetails,
}: {
  readOnly: boolean;
  listName: string;
  openDetails: (id: string) => void;
}) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  // Invites refused over the budget, asked about one after another (each stays ticked meanwhile).
  const [asks, setAsks] = useState<OverBudgetAsk[]>([]);
  const shown = useRef<{ mounted: boolean; asks: OverBudgetAsk[] }>({ mounted: false, asks: [] });
  shown.current.asks = asks;
  useEffect(() => {
    const state = shown.current;
    state.mounted = true;
    return () => {
      // Leaving the page answers nothing: the invites asked about are unticked again.
      state.mounted = false;
      for (const ask of state.asks) revertProspectField(queryClient, ask.prospect, ask.change);
    };
  }, [queryClient]);
  const onOverBudget = useCallback(
    ({ prospect, change }: FieldVariables, error: Error) => {
      if (!shown.current.mounted) return revertProspectField(queryClient, prospect, change);
      setAsks((pending) => [...pending, { prospect, change, message: errorMessage(error, "") }]);
    },
    [queryClient],
  );
  const { mutate: saveField } = useUpdateProspectField({ onOverBudget });
  const capture = useCaptureReply();
  const flagBadData = useFlagBadData();
  const [replyFor, setReplyFor] = useState<Prospect | null>(null);
  const [badDataFor, setBadDataFor] = useState<Prospect | null>(null);

  const actions = useMemo<RowActions>(() => {
    const save = (prospect: Prospect, change: ProspectFieldChange) => {
      if (readOnly || prospect[change.field] === change.value) return;
      saveField(
        { prospect, change },
        {
          onSuccess: () => toast({ title: "Prospect updated successfully" }),
          onError: (error) => {
            // The SDR is asked instead (onOverBudget).
            if (!isOverBudget(error)) fail(errorMessage(error, "Failed to update prospect"));
          },
        },
      );
    };
    return {
      readOnly,
      open: openDetails,
      toggle: (prospect, field, value) => save(prospect, { field, value }),
      setTag: (prospect, value) => save(prospect, { field: "sequenceTag", value }),
      setDisposition: (prospect, value) => {
        if (readOnly) return;
        if (value === "Reply") setReplyFor(prospect);
        else save(prospect, { field: "finalDisposition", value });
      },
      flagBadData: (prospect) => {
        if (!readOnly) setBadDataFor(prospect);
      },
    };
  }, [readOnly, openDetails, saveField]);

  const [ask] = asks;
  const answered = () => setAsks((pending) => pending.slice(1));

  return {
    actions,
    overBudget: {
      ask: ask ?? null,
      /** Sends the invite again, confirmed; it stays ticked, and a failure puts it back as usual. */
      sendAnyway: () => {
        if (!ask) return;
        answered();
        saveField(
          { prospect: ask.prospect, change: ask.change, overBudgetConfirmed: true },
          {
            onSuccess: () => toast({ title: "Prospect updated successfully" }),
            onError: (error) => fail(errorMessage(error, "Failed to update prospect")),
          },
        );
      },
      /** Leaves the invite unsent: the box is unticked again, without an error. */
      cancel: () => {
        if (!ask) return;
        answered();
        revertProspectField(queryClient, ask.prospect, ask.change);
      },
    },
    reply: {
      prospect: replyFor,
      pending: capture.isPending,
      cancel: () => setReplyFor(null),
      save: (content: string) => {
        if (!replyFor) return;
        capture.mutate(
          { prospect: replyFor, content },
          {
            onSuccess: () => {
              clearDraft(replyDraftKey(replyFor.id));
              setReplyFor(null);
              toast({ title: "Reply captured and prospect updated" });
            },
            onError: () => fail("Failed to save reply"),
          },
        );
      },
    },
    badData: {
      prospect: badDataFor,
      pending: flagBadData.isPending,
      cancel: () => setBadDataFor(null),
      flag: (reason: string) => {
        if (!badDataFor) return;
        flagBadData.mutate(
          { prospect: badDataFor, reason, sdrEmail: user?.email ?? "" },
          {
            onSuccess: () => {
              setBadDataFor(null);
              toast({ title: `Prospect flagged as bad data and removed from ${listName}` });
            },
            onError: (error) => fail(errorMessage(error, "Failed to flag prospect as bad data")),
          },
        );
      },
    },
  };
}
