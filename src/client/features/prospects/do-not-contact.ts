import { useMutation, useQueryClient } from "@tanstack/react-query";
import { suppressionEndpoints } from "../../../shared/contracts/endpoints/suppressions";
import { doNotContactText, type SuppressionReason } from "../../../shared/contracts/privacy";
import type { Prospect } from "../../../shared/contracts/prospects";
import { callEndpoint } from "../../lib/endpoints";
import { applyProspectRows, invalidateAfterWrite } from "./api";

/** Why a suppressed prospect's progress boxes are disabled, as their accessible description says it. */
export function progressLockText(prospect: Pick<Prospect, "doNotContact">): string | null {
  if (prospect.doNotContact === null) return null;
  return `${doNotContactText(prospect.doNotContact)}. Its progress cannot change while it is on the do-not-contact list.`;
}

export type SuppressScope = "company" | "agency";

export interface SuppressVariables {
  prospect: Prospect;
  reason: SuppressionReason;
  note: string;
  scope: SuppressScope;
}

/**
 * Prospect Details' "Do not contact": the prospect's LinkedIn profile (or e-mail) goes on its
 * company's list or the agency's. The row shows it at once; then the lists the entry may reach (the
 * campaign's, or every campaign's for an agency-wide entry) and the list itself are fetched again.
 */
export function useSuppressProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ prospect, reason, note, scope }: SuppressVariables) =>
      callEndpoint(suppressionEndpoints.suppressProspect, {
        params: { id: prospect.id },
        body: { reason, note, scope },
      }),
    onSuccess: (_entry, { prospect, reason, scope }) => {
      applyProspectRows(queryClient, [{ ...prospect, doNotContact: reason }]);
      void invalidateAfterWrite(queryClient, scope === "agency" ? null : prospect.campaignId);
    },
  });
}
