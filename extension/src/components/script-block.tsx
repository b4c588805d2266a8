import { useState } from "react";
import { Button } from "./ui";

/** The step's script, filled for the person, with a Copy button. */
export function ScriptBlock({ script, label }: { script: string; label: string }) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  if (!script) return <p className="text-xs text-slate-500">No script for this step.</p>;
  const copy = () =>
    navigator.clipboard.writeText(script).then(
      () => setCopied("yes"),
      () => setCopied("failed"),
    );
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between">
        <h4 className="text-xs font-medium text-slate-700">Script</h4>
        <Button onClick={copy} aria-label={`Copy the ${label} script`}>
          {copied === "yes" ? "Copied" : "Copy"}
        </Button>
      </div>
      <p className="max-h-48 overflow-y-auto whitespace-pre-wrap rounded-md bg-slate-50 p-2 text-xs text-slate-800">
        {script}
      </p>
      {copied === "failed" && (
        <p role="alert" className="text-xs text-red-700">
          The browser refused to copy. Select the text and copy it.
        </p>
      )}
    </div>
  );
}
