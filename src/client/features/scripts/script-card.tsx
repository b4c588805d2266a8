import { Copy } from "lucide-react";
import { countCharacters, type Script } from "../../../shared/contracts/scripts";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Label } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import { cn } from "../../lib/cn";
import { formatCount, formatDateTime } from "../../lib/format";
import { PreviewText } from "./preview-text";

interface ScriptCardProps {
  script: Script;
  body: string;
  /** The text filled in for the chosen prospect; null without one. */
  filled: string | null;
  /** Whose names fill the preview ("Jane Doe"), when a prospect is chosen. */
  prospectName: string | null;
  edited: boolean;
  readOnly: boolean;
  onChange: (body: string) => void;
  onCopy: () => void;
}

function savedNote(script: Script, edited: boolean): string {
  if (edited) return "Edited, not saved yet";
  if (!script.updatedAt) return "Default text";
  const when = formatDateTime(script.updatedAt, "");
  return script.updatedBy ? `Saved by ${script.updatedBy}, ${when}` : `Saved ${when}`;
}

/** One template: its editor with the character count against LinkedIn's limit, a Copy button and the preview. */
export function ScriptCard({
  script,
  body,
  filled,
  prospectName,
  edited,
  readOnly,
  onChange,
  onCopy,
}: ScriptCardProps) {
  const id = `script-${script.template}`;
  const count = countCharacters(body);
  const over = count > script.limit;
  const filledCount = filled === null ? 0 : countCharacters(filled);

  return (
    <Card className="min-w-0 p-4 sm:p-5" aria-labelledby={`${id}-label`} role="group">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <Label id={`${id}-label`} htmlFor={id} className="text-base font-semibold text-slate-900">
            {script.label}
          </Label>
          <p className={cn("text-xs", edited ? "font-medium text-amber-700" : "text-slate-500")}>
            {savedNote(script, edited)}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span
            id={`${id}-count`}
            className={cn("text-xs tabular-nums", over ? "font-semibold text-red-600" : "text-slate-500")}
          >
            {formatCount(count)} / {formatCount(script.limit)}
            <span className="sr-only"> characters</span>
          </span>
          <Button variant="secondary" size="sm" onClick={onCopy} aria-label={`Copy ${script.label}`}>
            <Copy aria-hidden />
            Copy
          </Button>
        </div>
      </div>

      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <div className="grid min-w-0 content-start gap-1.5">
          <Textarea
            id={id}
            value={body}
            readOnly={readOnly}
            aria-readonly={readOnly || undefined}
            aria-invalid={over || undefined}
            aria-describedby={`${id}-count${over ? ` ${id}-over` : ""}`}
            onChange={(event) => onChange(event.target.value)}
            rows={script.template === "invite" ? 5 : 8}
            spellCheck
            className={cn(
              "field-sizing-content min-h-28 resize-y leading-relaxed",
              readOnly && "bg-slate-50 text-slate-700 focus:border-slate-300 focus:ring-0",
            )}
          />
          {over && (
            <p id={`${id}-over`} role="alert" className="text-sm text-red-600">
              {formatCount(count - script.limit)} {count - script.limit === 1 ? "character" : "characters"}{" "}
              over the limit of {formatCount(script.limit)}. Shorten it to save.
            </p>
          )}
        </div>

        <section
          aria-label={`Preview of ${script.label}`}
          className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2"
        >
          <p className="mb-1 text-xs font-medium text-slate-500">
            {prospectName ? `Preview for ${prospectName}` : "Preview"}
          </p>
          <div className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
            {filled !== null ? filled : <PreviewText text={body} />}
            {body.trim() === "" && <span className="text-slate-400 italic">Empty: nothing to send.</span>}
          </div>
          {filled !== null && filledCount > script.limit && !over && (
            <p className="mt-2 text-xs font-medium text-amber-700">
              Filled in, this has {formatCount(filledCount)} characters: over the limit of{" "}
              {formatCount(script.limit)}.
            </p>
          )}
        </section>
      </div>
    </Card>
  );
}
