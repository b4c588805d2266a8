import { FileUp, Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { SeatImport } from "../../../shared/contracts/seats";
import { Button, buttonVariants } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { errorMessage } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useImportExport } from "./api";
import { filesText, problemsTitle, splitProblems } from "./import-problems";
import { ImportSummary } from "./import-summary";

const INPUT_ID = "seat-export-files";

/** The export's problems, one a line as the server lists them (file and line first). */
function Problems({ problems }: { problems: string[] }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-medium">{problemsTitle(problems.length)}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((problem, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same problem may be listed twice; the list is never reordered
          <li key={index} className="wrap-anywhere">
            {problem}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-red-700">
        Nothing was written. Fix the file, or download the export again, and import it.
      </p>
    </div>
  );
}

/**
 * Import the seat owner's own LinkedIn data export: the ZIP LinkedIn e-mails, or its Connections.csv,
 * Invitations.csv and messages.csv. The server reconciles the campaigns' records with it.
 */
export function ExportImportCard({ seatId, seatName }: { seatId: string; seatName: string }) {
  const upload = useImportExport(seatId);
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[] | null>(null);
  const [result, setResult] = useState<SeatImport | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0) {
      setProblems(["Choose the ZIP LinkedIn sent, or its CSV files, first."]);
      return;
    }
    setProblems(null);
    setResult(null);
    upload.mutate(files, {
      onSuccess: (answer) => {
        setResult(answer);
        setFiles([]);
      },
      onError: (error) =>
        setProblems(splitProblems(errorMessage(error, "The export could not be imported."))),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Import LinkedIn data export</CardTitle>
        <CardDescription>
          Whoever signs in to {seatName}'s LinkedIn account downloads its data there: Settings &amp; Privacy
          &gt; Data privacy &gt; Get a copy of your data, with Connections, Invitations and Messages ticked.
          LinkedIn e-mails a ZIP. Import the ZIP as it came, or its Connections.csv, Invitations.csv and
          messages.csv.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            <input
              id={INPUT_ID}
              type="file"
              multiple
              accept=".zip,.csv"
              className="peer sr-only"
              aria-label="LinkedIn export files"
              onChange={(event) => {
                setFiles(Array.from(event.target.files ?? []));
                setProblems(null);
                // The same file may be chosen again after fixing it.
                event.target.value = "";
              }}
            />
            <label
              htmlFor={INPUT_ID}
              className={cn(
                buttonVariants({ variant: "secondary" }),
                "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500",
              )}
            >
              <FileUp aria-hidden />
              Choose files
            </label>
            <span
              className={cn(
                "min-w-0 flex-1 truncate text-sm",
                files.length ? "text-slate-900" : "text-slate-500",
              )}
            >
              {files.length ? filesText(files.map((file) => file.name)) : "No file chosen (.zip or .csv)"}
            </span>
            <Button
              type="submit"
              disabled={upload.isPending || files.length === 0}
              aria-busy={upload.isPending}
            >
              <Upload aria-hidden />
              {upload.isPending ? "Importing..." : "Import"}
            </Button>
          </div>
          <p className="text-xs text-slate-500">
            Only what concerns the campaigns' prospects is kept. People who are not prospects are counted, not
            stored. Nothing is unticked: a step LinkedIn's record lacks is listed for you to look at.
          </p>
          {problems && <Problems problems={problems} />}
          {result && <ImportSummary result={result} />}
        </form>
      </CardContent>
    </Card>
  );
}
