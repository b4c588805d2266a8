import { Eye, Info } from "lucide-react";
import { Select } from "radix-ui";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Label } from "../../components/ui/input";
import { usePageTitle } from "../../lib/use-page-title";
import { useActiveCampaigns, useList } from "../management/api";
import { campaignPath } from "../shell/campaign-links";
import { PageHeader } from "../shell/page-header";
import { startGodMode } from "./god-mode-store";

/** Spec: navigation into a simulated client waits briefly so the sidebar switches first. */
const ENTER_DELAY_MS = 100;

export default function GodModePage() {
  usePageTitle("God Mode");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const activeCampaigns = useActiveCampaigns();
  const clients = useList("clients");
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
            <Select.Root value={campaignId} onValueChange={setCampaignId} disabled={options.length === 0}>
              <Select.Trigger
                id="god-mode-client"
                className="flex h-10 w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-3 text-left text-sm data-[placeholder]:text-slate-400 disabled:bg-slate-100"
              >
                <Select.Value
                  placeholder={
                    activeCampaigns.isPending
                      ? "Loading clients..."
                      : options.length
                        ? "Choose a client"
                        : "No active clients yet"
                  }
                />
                <Select.Icon className="text-slate-400">▾</Select.Icon>
              </Select.Trigger>
              <Select.Portal>
                <Select.Content
                  position="popper"
                  sideOffset={4}
                  className="z-50 max-h-72 w-[var(--radix-select-trigger-width)] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
                >
                  <Select.Viewport>
                    {options.map((option) => (
                      <Select.Item
                        key={option.id}
                        value={option.id}
                        className="cursor-pointer rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
                      >
                        <Select.ItemText>{option.companyName}</Select.ItemText>
                      </Select.Item>
                    ))}
                  </Select.Viewport>
                </Select.Content>
              </Select.Portal>
            </Select.Root>
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
