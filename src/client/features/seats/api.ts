import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endpointUrl } from "../../../shared/contracts/endpoint";
import { managementEndpoints } from "../../../shared/contracts/endpoints/management";
import { seatEndpoints as api } from "../../../shared/contracts/endpoints/seats";
import type { ReportedOutcome, SeatImport } from "../../../shared/contracts/seats";
import { callEndpoint, endpointQuery } from "../../lib/endpoints";
import { type Change, invalidateChanges } from "../../lib/invalidate-changes";
import { uploadForm } from "../../lib/upload";
import { clientsQuery } from "../../shared/campaign-lists";
import type { SeatBody } from "./seat-draft";

/** The seats the signed-in member of staff reaches, by name. */
export function useSeats() {
  return useQuery(endpointQuery(api.list, {}));
}

/** A seat, its safety figures and its imports, newest first. */
export function useSeatDetail(seatId: string) {
  return useQuery(endpointQuery(api.detail, { params: { id: seatId } }));
}

/** The roster's SDRs (not archived), under the key Manage Campaigns reads them with. */
export function useRosterSdrs(enabled: boolean) {
  const list = managementEndpoints.sdrs.list;
  return useQuery({
    queryKey: [list.path, { includeArchived: false }],
    queryFn: ({ signal }) => callEndpoint(list, { query: {} }, { signal }),
    enabled,
  });
}

/** The client companies (not archived), each with its campaign. */
export function useClientCompanies(enabled: boolean) {
  return useQuery({ ...clientsQuery(false), enabled });
}

/** A seat's campaigns count against its budget: a seat change is a change of every campaign's budget. */
const SEAT_CHANGED: Change[] = [
  { t: "management", c: null },
  { t: "cadence", c: null },
];
/** An import, or its undo, ticks and unticks prospects and adds or removes messages. */
const RECORD_CHANGED: Change[] = [
  { t: "prospects", c: null },
  { t: "conversations", c: null },
];

export function useCreateSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeatBody) => callEndpoint(api.create, { body }),
    onSuccess: () => invalidateChanges(queryClient, SEAT_CHANGED),
  });
}

export function useUpdateSeat(seatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeatBody) => callEndpoint(api.update, { params: { id: seatId }, body }),
    onSuccess: () => invalidateChanges(queryClient, SEAT_CHANGED),
  });
}

/** Uploads the export (the ZIP, or its CSVs) in field `file`. */
export function useImportExport(seatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => {
      const form = new FormData();
      for (const file of files) form.append("file", file, file.name);
      return uploadForm<SeatImport>(endpointUrl(api.importExport, { params: { id: seatId } }), form);
    },
    onSuccess: () => invalidateChanges(queryClient, RECORD_CHANGED),
  });
}

export function useUndoImport(seatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => callEndpoint(api.undo, { params: { id: seatId, importId } }),
    onSuccess: () => invalidateChanges(queryClient, RECORD_CHANGED),
  });
}

export interface ReportFilter {
  campaignId?: string;
  outcome?: ReportedOutcome;
}

/** An import's reconciliation report, filtered; the previous answer stays on screen while the next loads. */
export function useReconciliation(seatId: string, importId: string, filter: ReportFilter) {
  return useQuery({
    ...endpointQuery(api.report, { params: { id: seatId, importId }, query: filter }),
    placeholderData: keepPreviousData,
  });
}

/** The report as a CSV file, every row of the same filter. */
export function reportCsvUrl(seatId: string, importId: string, filter: ReportFilter): string {
  const query = new URLSearchParams();
  if (filter.campaignId) query.set("campaignId", filter.campaignId);
  if (filter.outcome) query.set("outcome", filter.outcome);
  const search = query.toString();
  return `/api/seats/${encodeURIComponent(seatId)}/imports/${encodeURIComponent(importId)}/report.csv${search ? `?${search}` : ""}`;
}
