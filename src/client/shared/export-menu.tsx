import { Download, FileSpreadsheet, FileText } from "lucide-react";
import { useState } from "react";
import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS, type ExportFormat } from "../../shared/contracts/exports";
import { Button } from "../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../components/ui/dropdown-menu";
import { toastFailure } from "../components/ui/failure-toast";
import { Spinner } from "../components/ui/spinner";
import { cn } from "../lib/cn";
import { downloadFile } from "../lib/download-file";

const FORMAT_ICONS = { csv: FileText, xlsx: FileSpreadsheet } as const;

interface ExportMenuProps {
  /** The export's URL in a format (it carries the screen's search or period). */
  url: (format: ExportFormat) => string;
  /** The file's name when the server's answer names none, without the extension. */
  fileName: string;
  /** What is exported, for the button's accessible name ("Export Scheduler"). */
  what: string;
  /** Nothing to export yet (the campaign is not known). */
  /** Why the export is not offered (shown as the button's title); the button is disabled while set. */
  disabledReason?: string;
  className?: string;
}

/**
 * Export, then CSV or Excel: the server writes the file; it is fetched rather than opened as a link so
 * that a refusal shows as the server's message in a toast instead of being saved as the file. Reading
 * only, so it stays available to clients and in God Mode.
 */
export function ExportMenu({ url, fileName, what, disabledReason, className }: ExportMenuProps) {
  const [pending, setPending] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setPending(format);
    try {
      await downloadFile(url(format), `${fileName}.${format}`);
    } catch (error) {
      toastFailure(
        "The export could not be downloaded",
        error,
        "The server did not answer. Try again in a moment.",
      );
    } finally {
      setPending(null);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabledReason !== undefined}>
        <Button
          variant="secondary"
          aria-label={`Export ${what}`}
          title={disabledReason}
          aria-description={disabledReason}
          aria-busy={pending !== null || undefined}
          className={cn("shrink-0", className)}
        >
          {pending ? <Spinner label={`Exporting ${what}`} /> : <Download aria-hidden />}
          {/* A phone keeps the width for the search beside it: the icon alone, named by aria-label. */}
          <span className="hidden sm:inline">Export</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-44">
        {EXPORT_FORMATS.map((format) => {
          const Icon = FORMAT_ICONS[format];
          return (
            <DropdownMenuItem key={format} disabled={pending !== null} onSelect={() => void download(format)}>
              <Icon aria-hidden />
              {EXPORT_FORMAT_LABELS[format]}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
