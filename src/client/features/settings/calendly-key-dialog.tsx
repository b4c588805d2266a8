import { type FormEvent, useState } from "react";
import { CALENDLY_SIGNING_KEY_MAX, type CalendlyCompany } from "../../../shared/contracts/calendly";
import { Dialog } from "../../components/ui/dialog";
import { DialogActions } from "../../components/ui/dialog-actions";
import { TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast-store";
import { describeFailure } from "../../lib/api";
import { useSetSigningKey } from "./calendly-api";

/** Set or replace a company's signing key: typed once, never shown again. */
export function CalendlyKeyDialog({
  company,
  open,
  onOpenChange,
}: {
  company: CalendlyCompany;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSetSigningKey(company.companyId);
  const [key, setKey] = useState("");
  const [error, setError] = useState<string>();
  const replacing = company.keySetAt !== null;

  function close(next: boolean) {
    if (!next) {
      setKey("");
      setError(undefined);
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    save.mutate(key, {
      onSuccess: () => {
        toast({
          title: "Signing key saved",
          description: `Calendly's events for ${company.companyName} are accepted.`,
        });
        close(false);
      },
      onError: (failure) =>
        setError(describeFailure(failure, "The key was not saved. Please try again.").text),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={replacing ? "Replace the signing key" : "Set the signing key"}
      description={`Paste the webhook signing key of ${company.companyName}'s Calendly webhook. It is kept on the server and not shown again.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextField
          id="calendly-signing-key"
          label="Signing key"
          value={key}
          autoComplete="off"
          spellCheck={false}
          maxLength={CALENDLY_SIGNING_KEY_MAX}
          className="font-mono text-sm"
          error={error}
          onChange={(event) => {
            setKey(event.target.value);
            setError(undefined);
          }}
        />
        <DialogActions
          onCancel={() => close(false)}
          submitLabel={replacing ? "Replace key" : "Save key"}
          pendingLabel="Saving..."
          pending={save.isPending}
        />
      </form>
    </Dialog>
  );
}
