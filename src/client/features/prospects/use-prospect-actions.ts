import { useMemo, useState } from "react";
import type { Prospect } from "../../../shared/contracts/prospects";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/api";
import { useSession } from "../../shared/session";
import { type ProspectFieldChange, useCaptureReply, useFlagBadData, useUpdateProspectField } from "./api";
import type { RowActions } from "./prospect-row";

const fail = (description: string) => toast({ title: "Error", description, variant: "destructive" });

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
  const { mutate: saveField } = useUpdateProspectField();
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
          onError: (error) => fail(errorMessage(error, "Failed to update prospect")),
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

  return {
    actions,
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
