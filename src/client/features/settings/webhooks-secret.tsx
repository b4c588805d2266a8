import { Dialog } from "../../components/ui/dialog";
import { NewSecretPanel } from "./secret-shown-once";

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
  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Signing secret"
      description={`Deliveries to ${url} are signed with this secret.`}
    >
      <NewSecretPanel
        value={secret ?? ""}
        notice="This is the only time the secret is shown. Copy it into the receiving tool now."
        copyLabel="Copy secret"
        copiedName="The signing secret"
        usage={
          <>
            The receiver checks the{" "}
            <code className="rounded bg-slate-100 px-1 font-mono text-xs">webhook-signature</code> header with
            it (Standard Webhooks).
          </>
        }
        onDone={onClose}
      />
    </Dialog>
  );
}
