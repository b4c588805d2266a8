import { useQuery } from "@tanstack/react-query";
import { Eye, Info } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Label } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { usePageTitle } from "../../lib/use-page-title";
import { campaignPath } from "../../shared/campaign-links";
import { clientsQuery, useActiveCampaigns } from "../../shared/campaign-lists";
import { PageHeader } from "../../shared/page-header";
import { startGodMode } from "../../shared/simulated-client";

/** Spec: navigation into a simulated client waits briefly so the sidebar switches first. */
const ENTER_DELAY_MS = 100;

export default function GodModePage() {
  usePageTitle("God Mode");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const activeCampaigns = useActiveCampaigns();
  const clients = useQuery(clientsQuery(false));
  const [campaignId, setCampaignId] = useState<string>("");

  function enter(id: string, companyName: string) {
    startGodMode({ campaignId: id, companyName });
    setTimeout(() => void navigate(campaignPath(id, "dashboard")), ENTER_DELAY_MS);
  }

  // /god-mode?campaign=<id>: "View Dashboard (God Mode)" from Manage Campaigns opens here in a new tab.
  const requested = params.get("campaign");
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the client list arrives, not on every render
  useEffect(() => {
    if (!requested || !clients.data) return;
    const client = clients.data.find((row) => row.campaignId === requested);
    if (client) enter(client.campaignId, client.companyName);
  }, [requested, clients.data]);

  const options = activeCampaigns.data ?? [];
  const chosen = options.find((option) => option.id === campaignId);

  return (
    <>
      <PageHeader title="God Mode" description="See a client's campaign exactly as the client sees it." />
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>View as a client</CardTitle>
          <CardDescription>Only clients with an Active connection can be viewed.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="god-mode-client">Client</Label>
            <Select
              id="god-mode-client"
              value={campaignId}
              onValueChange={setCampaignId}
              disabled={options.length === 0}
              options={options.map((option) => ({ value: option.id, label: option.companyName }))}
              placeholder={
                activeCampaigns.isPending
                  ? "Loading clients..."
                  : options.length
                    ? "Choose a client"
                    : "No active clients yet"
              }
            />
          </div>
          <Button disabled={!chosen} onClick={() => chosen && enter(chosen.id, chosen.companyName)}>
            <Eye /> View Client Dashboard
          </Button>
          <p className="flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            The client-only view hides the manager sections and other campaigns. Use Exit God Mode in the
            sidebar, or your browser's back button, to return.
          </p>
        </CardContent>
      </Card>
    </>
  );
}
