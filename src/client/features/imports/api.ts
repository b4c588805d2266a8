import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Endpoint, type EndpointResult, endpointUrl } from "../../../shared/contracts/endpoint";
import { importEndpoints as api } from "../../../shared/contracts/endpoints/imports";
import type {
  DuplicateRule,
  ImportBatch,
  ImportMappings,
  TargetEntity,
} from "../../../shared/contracts/imports";
import { callEndpoint, endpointQuery } from "../../lib/endpoints";
import { invalidateChanges } from "../../lib/invalidate-changes";
import { type UploadOptions, uploadForm } from "../../lib/upload";

export const IMPORT_BATCHES_PATH = api.batches.path;
/** A CSV download, not a JSON call: it has no endpoint record. */
export const TEMPLATE_PATH = "/api/download-template/prospect";

export const importBatchesQuery = endpointQuery(api.batches, {});

/** Sends a multipart form to an upload endpoint (its record declares no body); answers its 2xx type. */
const uploadTo = <E extends Endpoint>(definition: E, form: FormData, options: UploadOptions) =>
  uploadForm<EndpointResult<E>>(endpointUrl(definition), form, options);

/** Import History (spec: the latest 10 batches, newest first). */
export function useImportBatches(enabled: boolean) {
  return useQuery({ ...importBatchesQuery, enabled });
}

/** POST /api/analyze-csv: the file's headers, row count and first rows. */
export function analyzeCsv(
  file: File,
  options: { onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<EndpointResult<typeof api.analyzeCsv>> {
  const form = new FormData();
  form.append("file", file, file.name);
  return uploadTo(api.analyzeCsv, form, options);
}

export interface ImportVariables {
  file: File;
  mappings: ImportMappings;
  targetEntity: TargetEntity;
  campaignId: string | undefined;
  duplicates: DuplicateRule;
  onProgress: (fraction: number) => void;
  onUploaded: () => void;
}

/** After an import: the history, and every list and figure new prospects can appear in. */
function invalidateAfterImport(queryClient: QueryClient, campaignId: string | undefined) {
  return invalidateChanges(queryClient, [{ t: "imports", c: campaignId ?? null }]);
}

/** POST /api/import-with-mapping (multipart: file, mappings as JSON text, targetEntity, campaignId). */
export function useImportWithMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      mappings,
      targetEntity,
      campaignId,
      duplicates,
      onProgress,
      onUploaded,
    }: ImportVariables) => {
      const form = new FormData();
      form.append("mappings", JSON.stringify(mappings));
      form.append("targetEntity", targetEntity);
      form.append("duplicates", duplicates);
      if (campaignId) form.append("campaignId", campaignId);
      // The file goes last, so the server has the other fields by the time it reads the rows.
      form.append("file", file, file.name);
      return uploadTo(api.importWithMapping, form, { onProgress, onUploaded });
    },
    // Not awaited: the completed panel shows at once while the lists refetch.
    onSuccess: (_result, { campaignId }) => void invalidateAfterImport(queryClient, campaignId),
  });
}

/** POST /api/import-batches/{id}/undo: removes what a batch added that nobody has touched since. */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batch: ImportBatch) => callEndpoint(api.undo, { params: { id: batch.id } }),
    onSuccess: (_result, batch) => void invalidateAfterImport(queryClient, batch.campaignId ?? undefined),
  });
}
