import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, Fingerprint, ShieldCheck, ShieldOff, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { newPasskeySchema, secondFactorCodeSchema, type TotpSetup } from "../../../shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Dialog } from "../../components/ui/dialog";
import { toastFailure } from "../../components/ui/failure-toast";
import { formField, TextField } from "../../components/ui/form-field";
import { CopyableValue } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/toast-store";
import { describeFailure, errorMessage } from "../../lib/api";
import { copyText } from "../../shared/copy-text";
import {
  useAddPasskey,
  useConfirmTotpSetup,
  useDisableSecondFactor,
  usePasskeys,
  useRegenerateRecoveryCodes,
  useRemovePasskey,
  useSecondFactorChanged,
  useSecondFactorStatus,
  useStartTotpSetup,
} from "./api";

/** Recovery codes, shown once, with a Copy button and Done. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-4">
      <div
        role="status"
        className="grid gap-2 rounded-lg bg-emerald-50 p-3 ring-1 ring-emerald-200 ring-inset"
      >
        <p className="text-sm font-medium text-emerald-900">
          Save these recovery codes now: they are not shown again. Each one signs you in once if you lose your
          authenticator app.
        </p>
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm text-slate-900">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button
          variant="secondary"
          className="sm:justify-self-start"
          onClick={() => void copyText(codes.join("\n"), "The recovery codes")}
        >
          <Copy aria-hidden />
          Copy Recovery Codes
        </Button>
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

/** The new secret as a QR code, as text and as a link, and the first code that turns it on. */
export function SetupPanel({ setup, onEnabled }: { setup: TotpSetup; onEnabled: (codes: string[]) => void }) {
  const secretId = useId();
  const confirm = useConfirmTotpSetup();
  const form = useForm({ resolver: zodResolver(secondFactorCodeSchema), defaultValues: { code: "" } });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const { recoveryCodes } = await confirm.mutateAsync(code);
      toast({
        title: "Second factor turned on",
        description: "Sign-in now asks for a code after your password.",
      });
      onEnabled(recoveryCodes);
    } catch (error) {
      // The typed code stays, with what was wrong under it.
      form.setError("code", { message: describeFailure(error, "Could not turn on the second factor.").text });
    }
  });
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-slate-600">
        <li>Scan the QR code with your authenticator app, or enter the key by hand.</li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <img
        src={setup.qrCode}
        alt="QR code to scan with your authenticator app"
        className="size-44 justify-self-center rounded-md ring-1 ring-slate-200"
      />
      <div className="grid gap-1">
        <label htmlFor={secretId} className="text-sm font-medium text-slate-700">
          Key to enter by hand
        </label>
        <CopyableValue id={secretId} value={setup.secret} />
        <a href={setup.uri} className="text-sm text-brand-600 hover:underline">
          Open in an authenticator app on this device
        </a>
      </div>
      <TextField
        id="totp-setup-code"
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        {...formField(form, "code")}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? "Turning On..." : "Turn On"}
        </Button>
      </div>
    </form>
  );
}

/** Says what went wrong with the browser's passkey prompt, or the server's answer. */
export function passkeyFailure(error: unknown, fallback: string): string {
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")) {
    return "The passkey prompt was closed or timed out. Try again.";
  }
  if (error instanceof Error && error.name === "InvalidStateError") {
    return "This device already holds a passkey for your account.";
  }
  return describeFailure(error, fallback).text;
}

const passkeyNameSchema = newPasskeySchema.pick({ name: true });

/** The passkeys (named, listed, removable with a recent proof) and adding one. */
function PasskeysSection({ open, onCodes }: { open: boolean; onCodes: (codes: string[]) => void }) {
  const list = usePasskeys(open);
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const form = useForm({ resolver: zodResolver(passkeyNameSchema), defaultValues: { name: "" } });

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const added = await add.mutateAsync(name);
      form.reset({ name: "" });
      toast({ title: "Passkey added", description: `"${added.passkey.name}" can now finish your sign-in.` });
      if (added.recoveryCodes) onCodes(added.recoveryCodes);
    } catch (error) {
      // The typed name stays, with what went wrong under it.
      form.setError("name", { message: passkeyFailure(error, "Could not add the passkey.") });
    }
  });

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast({ title: "Passkey removed", description: `"${removing.name}" no longer signs you in.` });
    } catch (error) {
      toastFailure("Passkey not removed", error, "Could not remove the passkey.");
    }
    setRemoving(null);
  }

  return (
    <section aria-labelledby="passkeys-heading" className="grid gap-3 border-t border-slate-200 pt-4">
      <h3 id="passkeys-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Fingerprint className="size-4" aria-hidden />
        Passkeys
      </h3>
      <p className="text-sm text-slate-600">
        A passkey (this computer's fingerprint or face unlock, a phone, or a security key) can finish your
        sign-in instead of a code.
      </p>
      {list.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(list.error, "Could not load your passkeys. Close this and try again.")}
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <ul aria-label="Your passkeys" className="grid gap-1">
          {list.data.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-2 text-sm text-slate-800">
              <span>
                {passkey.name}
                <span className="ml-2 text-xs text-slate-500">
                  added {new Date(passkey.createdAt).toLocaleDateString()}
                </span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove passkey ${passkey.name}`}
                onClick={() => setRemoving(passkey)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-start" noValidate>
        <TextField
          id="passkey-name"
          label="Passkey name"
          placeholder="Work laptop"
          {...formField(form, "name")}
        />
        <Button type="submit" className="sm:mt-6" disabled={add.isPending}>
          {add.isPending ? "Adding..." : "Add a Passkey"}
        </Button>
      </form>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => {
          if (!next) setRemoving(null);
        }}
        title="Remove this passkey?"
        description={`"${removing?.name ?? ""}" will no longer finish your sign-in. If it is your last second factor, the second factor turns off.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        destructive
        onConfirm={() => void confirmRemove()}
      />
    </section>
  );
}

/**
 * A member of staff's own second factor: an authenticator app's codes (TOTP) with recovery codes. Set up,
 * replace the recovery codes, or turn it off; the last two ask for a recent proof of who they are.
 */
export function SecondFactorDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const status = useSecondFactorStatus(open);
  const start = useStartTotpSetup();
  const disable = useDisableSecondFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);
  const changed = useSecondFactorChanged();

  const close = (next: boolean) => {
    if (!next) {
      void changed();
      // The secret and the codes are never kept once the dialog closes.
      setSetup(null);
      setCodes(null);
    }
    onOpenChange(next);
  };

  async function startSetup() {
    try {
      setSetup(await start.mutateAsync());
    } catch (error) {
      toastFailure("Could not start the set-up", error, "Could not start setting up the authenticator app.");
    }
  }

  async function replaceCodes() {
    try {
      setCodes((await regenerate.mutateAsync()).recoveryCodes);
    } catch (error) {
      toastFailure("Recovery codes not replaced", error, "Could not replace your recovery codes.");
    }
  }

  async function turnOff() {
    try {
      await disable.mutateAsync();
      setConfirmOff(false);
      toast({ title: "Second factor turned off", description: "Sign-in asks for your password only." });
    } catch (error) {
      setConfirmOff(false);
      toastFailure("Second factor not turned off", error, "Could not turn off your second factor.");
    }
  }

  let body: React.ReactNode;
  if (codes) {
    body = <RecoveryCodesPanel codes={codes} onDone={() => close(false)} />;
  } else if (setup) {
    body = (
      <SetupPanel
        setup={setup}
        onEnabled={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
        }}
      />
    );
  } else if (status.isPending) {
    body = <Spinner />;
  } else if (status.isError) {
    body = (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(status.error, "Could not load your second factor. Close this and try again.")}
      </p>
    );
  } else if (status.data.enabled) {
    body = (
      <div className="grid gap-4">
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
          <span>
            On: sign-in asks for a code from your authenticator app or a passkey after your password.{" "}
            {status.data.recoveryCodesLeft} of 10 recovery codes left.
          </span>
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => void replaceCodes()} disabled={regenerate.isPending}>
            {regenerate.isPending ? "Replacing..." : "Replace Recovery Codes"}
          </Button>
          <Button variant="destructive" onClick={() => setConfirmOff(true)}>
            <ShieldOff aria-hidden />
            Turn Off
          </Button>
        </div>
        <PasskeysSection open={open} onCodes={setCodes} />
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <p className="text-sm text-slate-700">
          Off. Turn it on so that sign-in also asks for a code from an authenticator app on your phone (such
          as 1Password, Google Authenticator or Microsoft Authenticator): a stolen password alone is then not
          enough.
        </p>
        <div className="flex justify-end">
          <Button onClick={() => void startSetup()} disabled={start.isPending}>
            {start.isPending ? "Starting..." : "Set Up Authenticator App"}
          </Button>
        </div>
        <PasskeysSection open={open} onCodes={setCodes} />
      </div>
    );
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={close}
        title="Second factor"
        description="A code from an authenticator app, or a passkey, after your password; recovery codes for when both are lost."
      >
        {body}
      </Dialog>
      <ConfirmDialog
        open={confirmOff}
        onOpenChange={setConfirmOff}
        title="Turn off your second factor?"
        description="Sign-in will ask for your password only: your authenticator app, passkeys and recovery codes stop working."
        confirmLabel="Turn Off"
        pendingLabel="Turning Off..."
        pending={disable.isPending}
        destructive
        onConfirm={() => void turnOff()}
      />
    </>
  );
}
