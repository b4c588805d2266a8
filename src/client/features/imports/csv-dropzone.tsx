import { FileUp } from "lucide-react";
import { type FileRejection, useDropzone } from "react-dropzone";
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "../../../shared/contracts/imports";
import { Progress } from "../../components/ui/progress";
import { cn } from "../../lib/cn";
import { formatCount, formatMegabytes } from "../../lib/format";
import type { Transfer } from "./use-import-flow";

interface CsvDropzoneProps {
  /** Called with the accepted file, or null when the drop was refused. */
  onDrop: (file: File | null) => void;
  /** The file being analysed and how far its upload is; null when idle. */
  transfer: Transfer;
  fileName: string | null;
  disabled: boolean;
}

/** react-dropzone's own messages ("File type must be ...", "Too many files"), once each. */
function rejectionMessages(rejections: readonly FileRejection[]): string[] {
  return [...new Set(rejections.flatMap((rejection) => rejection.errors.map((error) => error.message)))];
}

/**
 * Spec section 5: one .csv file of at most 10 MB, by drag and drop or by the file dialog (click, or
 * Enter / Space on the focused zone). While the file uploads for analysis the zone shows its progress.
 */
export function CsvDropzone({ onDrop, transfer, fileName, disabled }: CsvDropzoneProps) {
  const { getRootProps, getInputProps, isDragActive, isDragReject, fileRejections } = useDropzone({
    accept: { "text/csv": [".csv"] },
    maxFiles: 1,
    multiple: false,
    maxSize: MAX_IMPORT_BYTES,
    disabled,
    onDrop: (accepted) => onDrop(accepted[0] ?? null),
  });
  const messages = rejectionMessages(fileRejections);

  return (
    <div className="grid gap-2">
      {/* Outside the drop area, so the area is one control and its name is the text it shows. */}
      <input {...getInputProps({ "aria-label": "CSV file" })} />
      <div
        {...getRootProps({ role: "button", "aria-disabled": disabled || undefined })}
        className={cn(
          "flex min-h-52 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors sm:px-6",
          "focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-100",
          disabled ? "cursor-default border-slate-200 bg-slate-50" : "cursor-pointer hover:border-brand-500",
          isDragActive && !isDragReject && "border-brand-500 bg-brand-50",
          isDragReject && "border-red-400 bg-red-50",
          !isDragActive && !disabled && "border-slate-300 bg-white",
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <FileUp className="size-6" aria-hidden />
        </span>
        {transfer ? (
          <div className="grid w-full max-w-sm gap-2">
            <p className="truncate text-sm font-medium text-slate-900">
              {transfer.fraction === null ? "Analysing" : "Uploading"} {fileName}…
            </p>
            <Progress
              value={transfer.fraction === null ? null : transfer.fraction * 100}
              label={transfer.fraction === null ? "Analysing file" : "Uploading file"}
            />
          </div>
        ) : (
          <p className="text-sm font-medium text-slate-900">
            {isDragActive ? (
              "Drop the file to upload it"
            ) : (
              <>
                Drag and drop a CSV file here, or{" "}
                <span className="whitespace-nowrap text-brand-600 underline">click to browse</span>
              </>
            )}
          </p>
        )}
        <p className="text-xs text-slate-500">
          .csv only, up to {formatMegabytes(MAX_IMPORT_BYTES)}, {formatCount(MAX_IMPORT_ROWS)} rows
        </p>
      </div>
      {messages.length > 0 && (
        <ul role="alert" className="grid gap-1 text-sm text-red-600">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
