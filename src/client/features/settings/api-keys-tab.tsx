import { KeyRound } from "lucide-react";
import { useState } from "react";
import type { ApiKey } from "../../../shared/contracts/api-keys";
import { Button } from "../../components/ui/button";
import { CardContent } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../components/ui/failure-toast";
import { RegionCard } from "../../components/ui/region-card";
import { toast } from "../../components/ui/toast-store";
import { useRevokeApiKey } from "./api-keys-api";
import { ApiKeyAudit } from "./api-keys-audit";
import { CreateApiKeyDialog } from "./api-keys-create-dialog";
import { ApiKeyList } from "./api-keys-list";

/** Settings > API keys: the keys (create, revoke) and what was done with them. */
export function ApiKeysTab() {
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useRevokeApiKey();

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast({ title: "API key revoked", description: "Requests with it are refused from now on." });
        setRevoking(null);
      },
      onError: (error) => toastFailure("The key was not revoked", error),
    });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <RegionCard
        title="API keys"
        description={
          <>
            Other tools call the API with a key: agency-wide, or one client company's campaign read-only. Keys
            never reach passwords, profiles or these settings. Every call is described in the{" "}
            <a
              href="/api/docs"
              target="_blank"
              rel="noreferrer"
              className="font-medium text-primary underline"
            >
              API reference
            </a>
            .
          </>
        }
        action={
          <Button onClick={() => setCreating(true)} className="shrink-0 self-start">
            <KeyRound aria-hidden />
            Create API key
          </Button>
        }
      >
        <CardContent className="px-0 pb-2">
          <ApiKeyList onRevoke={setRevoking} />
        </CardContent>
      </RegionCard>

      <RegionCard
        title="Activity"
        description="Keys made and revoked, and every change made with a key, newest first."
      >
        <CardContent className="px-0 pb-2">
          <ApiKeyAudit />
        </CardContent>
      </RegionCard>

      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this API key?"
        description={`"${revoking?.name ?? ""}" stops working at once for every tool that uses it. This cannot be undone; you can create a new key.`}
        confirmLabel="Revoke key"
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        destructive
        onConfirm={confirmRevoke}
      />
    </div>
  );
}
