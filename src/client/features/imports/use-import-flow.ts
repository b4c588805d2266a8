import { useEffect, useRef, useState } from "react";
import {
  type CsvAnalysis,
  type DuplicateRule,
  type ImportField,
  type ImportResult,
  MAX_IMPORT_ROWS,
  type TargetEntity,
  targetEntityLabel,
} from "../../../shared/contracts/imports";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/api";
import { formatCount } from "../../lib/format";
import { analyzeCsv, useImportWithMapping } from "./api";
import {
  emptyMappings,
  type FieldMappings,
  mappingsPayload,
  missingRequired,
  suggestMappings,
} from "./mapping";

/** Spec section 4: upload, then mapping after a successful analysis, then processing and completed. */
export type ImportStep = "upload" | "mapping" | "processing" | "completed";

/** While a file travels to the server: the share sent, then null while the server works on it. */
export type Transfer = { fraction: number | null } | null;

/** The spec's refusal (section 5), for an analysis that reports more rows than an import may hold. */
export const tooManyRowsMessage = (rows: number) =>
  `File contains ${formatCount(rows)} rows. Maximum allowed is ${formatCount(MAX_IMPORT_ROWS)} rows per import.`;

/**
 * Spec section 8's success toast: "N records imported to Prospect, M duplicates rejected.", with the
 * people the do-not-contact list kept out ("..., K on the do-not-contact list.") and those a duplicate
 * rule updated, when there are any.
 */
export const importedToast = (result: ImportResult) => {
  const suppressed =
    result.suppressedRows > 0 ? `, ${formatCount(result.suppressedRows)} on the do-not-contact list` : "";
  const updated =
    result.updatedRows > 0 ? ` ${formatCount(result.updatedRows)} existing records updated.` : "";
  return `${formatCount(result.importedRows)} records imported to ${targetEntityLabel(result.targetEntity)}, ${formatCount(
    result.duplicateRows,
  )} duplicates rejected${suppressed}.${updated}`;
};

/** The import screen's state: the chosen dataset, the analysed file, the mapping, the transfer, the result. */
export function useImportFlow(campaignId: string | undefined) {
  const [step, setStep] = useState<ImportStep>("upload");
  const [target, setTarget] = useState<TargetEntity>("prospect");
  const [file, setFile] = useState<File | null>(null);
  const [analysis, setAnalysis] = useState<CsvAnalysis | null>(null);
  const [mappings, setMappings] = useState<FieldMappings>(emptyMappings);
  const [duplicates, setDuplicates] = useState<DuplicateRule>("skip");
  const [result, setResult] = useState<ImportResult | null>(null);
  const [transfer, setTransfer] = useState<Transfer>(null);
  const [analysisError, setAnalysisError] = useState<string | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const importer = useImportWithMapping();
  const pendingAnalysis = useRef<AbortController | null>(null);

  // Leaving the page stops an analysis on its way (an import, once sent, is left to finish).
  useEffect(() => () => pendingAnalysis.current?.abort(), []);

  /** Spec section 4: back to upload with no file, headers, mappings or counts. */
  function reset() {
    pendingAnalysis.current?.abort();
    pendingAnalysis.current = null;
    setStep("upload");
    setFile(null);
    setAnalysis(null);
    setMappings(emptyMappings());
    setDuplicates("skip");
    setResult(null);
    setTransfer(null);
    setAnalysisError(null);
    setImportError(null);
  }

  async function analyse(chosen: File) {
    reset();
    setFile(chosen);
    const controller = new AbortController();
    pendingAnalysis.current = controller;
    setTransfer({ fraction: 0 });
    try {
      const answer = await analyzeCsv(chosen, {
        signal: controller.signal,
        onProgress: (fraction) => setTransfer({ fraction: fraction >= 1 ? null : fraction }),
      });
      if (controller.signal.aborted) return;
      if (answer.rowCount > MAX_IMPORT_ROWS) throw new Error(`400: ${tooManyRowsMessage(answer.rowCount)}`);
      setAnalysis(answer);
      setMappings(suggestMappings(answer.headers));
      setStep("mapping");
    } catch (error) {
      if (controller.signal.aborted) return;
      setFile(null);
      const message = errorMessage(error, "Analysis failed");
      setAnalysisError(message);
      toast({ title: "File analysis failed", description: message, variant: "destructive" });
    } finally {
      if (pendingAnalysis.current === controller) {
        pendingAnalysis.current = null;
        setTransfer(null);
      }
    }
  }

  function startImport() {
    if (!file || !analysis || missingRequired(mappings).length > 0 || importer.isPending) return;
    setStep("processing");
    setImportError(null);
    setTransfer({ fraction: 0 });
    importer.mutate(
      {
        file,
        mappings: mappingsPayload(mappings),
        targetEntity: target,
        campaignId,
        duplicates,
        onProgress: (fraction) => setTransfer({ fraction: fraction >= 1 ? null : fraction }),
        onUploaded: () => setTransfer({ fraction: null }),
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setStep("completed");
          toast({
            title: importedToast(answer),
            description:
              answer.failedRows > 0
                ? `${formatCount(answer.failedRows)} ${answer.failedRows === 1 ? "row" : "rows"} failed: see the error report.`
                : undefined,
          });
        },
        onError: (error) => {
          // Like a failed save keeps its draft: back to the mapping as the user left it.
          setStep("mapping");
          const message = errorMessage(error, "Import failed");
          setImportError(message);
          toast({ title: "Import failed", description: message, variant: "destructive" });
        },
        onSettled: () => setTransfer(null),
      },
    );
  }

  return {
    step,
    target,
    setTarget,
    /** The chosen file (while it is analysed too) and, once analysed, its headers, count and first rows. */
    file,
    analysis,
    mappings,
    setMapping: (field: ImportField, column: string) =>
      setMappings((current) => ({ ...current, [field]: column })),
    /** What the import does with people already in the pool. */
    duplicates,
    setDuplicates,
    result,
    transfer,
    analysing: step === "upload" && transfer !== null,
    analysisError,
    /** Why the last import attempt failed, shown with the mapping until the next attempt. */
    importError,
    clearAnalysisError: () => setAnalysisError(null),
    analyse: (chosen: File) => void analyse(chosen),
    startImport,
    reset,
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
