import { Copy } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "../../components/ui/button";
import { CopyableValue } from "../../components/ui/input";
import { copyText } from "../../shared/copy-text";

/** A secret the server shows only once (a new API key, a webhook signing secret), with its Copy button. */
export function SecretShownOnce({
  value,
  notice,
  copyLabel,
  copiedName,
}: {
  value: string;
  /** Says this is the only time it is shown; labels the field. */
  notice: string;
  copyLabel: string;
  /** What the "Copied" toast names ("The API key"). */
  copiedName: string;
}) {
  const inputId = useId();
  return (
    <div role="status" className="grid gap-2 rounded-lg bg-emerald-50 p-3 ring-1 ring-emerald-200 ring-inset">
      <label htmlFor={inputId} className="text-sm font-medium text-emerald-900">
        {notice}
      </label>
      <CopyableValue id={inputId} value={value} />
      <Button onClick={() => void copyText(value, copiedName)} className="sm:justify-self-start">
        <Copy aria-hidden />
        {copyLabel}
      </Button>
    </div>
  );
}

/** A new secret shown once, a line on how to use it, and Done. */
export function NewSecretPanel({
  usage,
  onDone,
  ...secret
}: Parameters<typeof SecretShownOnce>[0] & { usage: ReactNode; onDone: () => void }) {
  return (
    <div className="grid gap-4">
      <SecretShownOnce {...secret} />
      <p className="text-sm text-slate-600">{usage}</p>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
