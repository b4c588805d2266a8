import { CircleAlert } from "lucide-react";
import { TARGET_ENTITIES, type TargetEntity } from "../../../shared/contracts/imports";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Label } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { CsvDropzone } from "./csv-dropzone";
import type { ImportFlow } from "./use-import-flow";

const TARGET_OPTIONS = TARGET_ENTITIES.map((target) => ({ value: target.value, label: target.label }));

/** Step 1: the target dataset and the file. A refused file keeps the user here with the reason. */
export function UploadStep({ flow }: { flow: ImportFlow }) {
  const target = TARGET_ENTITIES.find((entity) => entity.value === flow.target);
  return (
    <Card>
      <CardHeader className="p-4 pb-2 sm:p-6 sm:pb-2">
        <CardTitle>Upload a CSV file</CardTitle>
        <CardDescription>
          Export your list from a spreadsheet or a prospecting tool as CSV; the next step matches its columns.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 p-4 pt-2 sm:p-6 sm:pt-2">
        <div className="grid gap-1.5 sm:max-w-sm">
          <Label htmlFor="import-target">Target dataset</Label>
          <Select
            id="import-target"
            value={flow.target}
            onValueChange={(value) => flow.setTarget(value as TargetEntity)}
            options={TARGET_OPTIONS}
            aria-describedby="import-target-description"
            disabled={flow.analysing}
          />
          <p id="import-target-description" className="text-xs text-slate-500">
            {target?.description}
          </p>
        </div>
        <CsvDropzone
          onDrop={(file) => (file ? flow.analyse(file) : flow.clearAnalysisError())}
          transfer={flow.transfer}
          fileName={flow.file?.name ?? null}
          disabled={flow.analysing}
        />
        {flow.analysisError && (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>{flow.analysisError}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
