import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import {
  type ClientLogin,
  type ManagementClient,
  newClientLoginSchema,
} from "../../../shared/contracts/management";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Dialog } from "../../components/ui/dialog";
import { formField, TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast-store";
import { describeFailure } from "../../lib/api";
import { formatDate, formatDateTime } from "../../lib/format";
import { clientLoginsQuery, useClientLoginActions } from "./api";
import { showFieldFailure, toastFailure } from "./failures";

/** How a login's state reads in the dialog. */
function StateBadge({ login }: { login: ClientLogin }) {
  switch (login.state) {
    case "active":
      return <Badge tone="success">Active</Badge>;
    case "invited":
      return (
        <Badge tone="brand" title={`Link sent ${formatDate(login.invitation?.sentAt ?? null, "")}`}>
          Invited
        </Badge>
      );
    case "expired":
      return <Badge tone="warning">Invitation expired</Badge>;
    default:
      return <Badge tone="neutral">Not invited</Badge>;
  }
}

function detailOf(login: ClientLogin): string {
  if (login.state === "active") {
    return login.lastSignInAt
      ? `Last signed in ${formatDateTime(login.lastSignInAt, "")}`
      : "Has not signed in yet";
  }
  if (login.invitation) return `Link sent ${formatDate(login.invitation.sentAt, "")}`;
  return "No open invitation";
}

/**
 * A client company's logins: its login e-mail (changed in the client's form) and its colleagues' own
 * logins, each made when its owner accepts the mailed invitation. Invite, resend and remove from here.
 */
export function ClientLoginsDialog({ client, onClose }: { client: ManagementClient; onClose: () => void }) {
  // Fetched each time the dialog opens: a colleague may have accepted meanwhile.
  const logins = useQuery({ ...clientLoginsQuery(client.id), refetchOnMount: "always" });
  const actions = useClientLoginActions(client.id);
  const [removing, setRemoving] = useState<ClientLogin | null>(null);
  const form = useForm({ resolver: zodResolver(newClientLoginSchema), defaultValues: { email: "" } });
  const { isSubmitting } = form.formState;
  const rows = logins.data?.logins ?? [];
  const limit = logins.data?.limit ?? 0;
  const full = logins.data !== undefined && rows.length >= limit;

  const onInvite = form.handleSubmit(async ({ email }) => {
    try {
      await actions.invite.mutateAsync(email);
    } catch (error) {
      // The draft stays, with the server's message under the field it names.
      showFieldFailure(form.setError, toastFailure(error, "Failed to send the invitation"), ["email"]);
      return;
    }
    toast({
      title: "Invitation Sent",
      description: `${email} can sign in to ${client.companyName}'s campaign once they accept the mailed link.`,
    });
    form.reset({ email: "" });
  });

  async function resend(login: ClientLogin) {
    try {
      if (login.id) await actions.resend.mutateAsync(login.id);
      toast({ title: "Invitation Sent Again", description: `A new link was mailed to ${login.email}.` });
    } catch (error) {
      toastFailure(error, "Failed to send the invitation again");
    }
  }

  async function remove() {
    if (!removing?.id) return;
    try {
      await actions.remove.mutateAsync(removing.id);
      toast({ title: "Login Removed", description: `${removing.email} can no longer sign in.` });
    } catch (error) {
      toastFailure(error, "Failed to remove the login");
    }
    setRemoving(null);
  }

  const othersActive = rows.filter((row) => row.state === "active" && row.id !== removing?.id).length;
  const removeText = removing
    ? `${removing.email} is signed out at once and can no longer sign in.${
        removing.state === "active" && othersActive === 0
          ? ` This is ${client.companyName}'s last active login: nobody there will see the campaign until someone accepts an invitation.`
          : ""
      }`
    : "";

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={`Logins of ${client.companyName}`}
        description="Each person signs in with their own e-mail address and sees this company's campaign, read-only. A login exists only once its owner accepts the mailed invitation."
      >
        {logins.isError ? (
          <p className="text-sm text-red-700">
            {describeFailure(logins.error, "Failed to load the logins").text}
          </p>
        ) : logins.isPending ? (
          <p className="text-sm text-slate-500">Loading logins...</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-500">No logins yet. Invite the first one below.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Logins">
            {rows.map((login) => (
              <li key={login.id ?? "primary"} className="flex flex-wrap items-center gap-2 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-sm font-medium break-all text-slate-900">{login.email}</span>
                    <StateBadge login={login} />
                  </div>
                  <p className="text-xs text-slate-500">
                    {login.primary ? "Login e-mail: change it with Edit. " : ""}
                    {detailOf(login)}
                  </p>
                </div>
                {!login.primary && (
                  <div className="flex gap-1">
                    {login.state !== "active" && (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={actions.resend.isPending}
                        onClick={() => void resend(login)}
                      >
                        Resend
                      </Button>
                    )}
                    <Button size="sm" variant="secondary" onClick={() => setRemoving(login)}>
                      Remove
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={onInvite} className="mt-4 grid gap-2" noValidate>
          <TextField
            id="client-login-email"
            label="Invite another person"
            type="email"
            autoComplete="off"
            placeholder="name@company.com"
            hint={
              full
                ? `${client.companyName} has ${rows.length} of ${limit} logins. Remove one to invite another.`
                : `They are mailed a link to choose a password. Up to ${limit} logins per company.`
            }
            {...formField(form, "email")}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" disabled={isSubmitting || full}>
              {isSubmitting ? "Sending..." : "Send Invitation"}
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.email ?? ""}?`}
        description={removeText}
        confirmLabel="Remove Login"
        pendingLabel="Removing..."
        pending={actions.remove.isPending}
        destructive
        onConfirm={() => void remove()}
      />
    </>
  );
}
