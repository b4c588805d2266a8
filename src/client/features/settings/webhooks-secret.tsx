import { Copy } from "lucide-react";
import { useId } from "react";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { copyText } from "../../shared/copy-text";

/** An endpoint's signing secret, the only time it is shown (after adding it, or rotating it), with Copy. */
export function WebhookSecretDialog({
  secret,
  url,
  onClose,
}: {
  secret: string | null;
  url: string;
  onClose: () => void;
}) {
  const inputId = useId();
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Signing secret"
      description={`Deliveries to ${url} are signed with this secret.`}
    >
      <div className="grid gap-4">
        <div
          role="status"
          className="grid gap-2 rounded-lg bg-emerald-50 p-3 ring-1 ring-emerald-200 ring-inset"
        >
          <label htmlFor={inputId} className="text-sm font-medium text-emerald-900">
            This is the only time the secret is shown. Copy it into the receiving tool now.
          </label>
          <Input
            id={inputId}
            readOnly
            value={secret ?? ""}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <Button
            onClick={() => void copyText(secret ?? "", "The signing secret")}
            className="sm:justify-self-start"
          >
            <Copy aria-hidden />
            Copy secret
          </Button>
        </div>
        <p className="text-sm text-slate-600">
          The receiver checks the{" "}
          <code className="rounded bg-slate-100 px-1 font-mono text-xs">webhook-signature</code> header with
          it (Standard Webhooks).
        </p>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
