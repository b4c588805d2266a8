import { useState } from "react";
import type { PanelConnection } from "../../../shared/contracts/side-panel";
import { CardContent } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../components/ui/failure-toast";
import { RegionCard } from "../../components/ui/region-card";
import { toast } from "../../components/ui/toast-store";
import { useDisconnectSidePanel } from "./side-panel-api";
import { SidePanelInstall } from "./side-panel-install";
import { SidePanelList } from "./side-panel-list";

/** Settings > Side panel: the person's own connected side panels (disconnect), and how to install one. */
export function SidePanelTab() {
  const [disconnecting, setDisconnecting] = useState<PanelConnection | null>(null);
  const disconnect = useDisconnectSidePanel();

  const confirmDisconnect = () => {
    if (!disconnecting) return;
    disconnect.mutate(disconnecting.id, {
      onSuccess: () => {
        toast({
          title: "Side panel disconnected",
          description: "It stops working at once. Press Connect in the side panel to use it again.",
        });
        setDisconnecting(null);
      },
      onError: (error) => toastFailure("The side panel was not disconnected", error),
    });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <RegionCard
        title="Connected side panels"
        description="Each side panel you connect acts with your rights until you disconnect it. Unused, it stops working on the date it expires."
      >
        <CardContent className="px-0 pb-2">
          <SidePanelList onDisconnect={setDisconnecting} />
        </CardContent>
      </RegionCard>

      <SidePanelInstall />

      <ConfirmDialog
        open={disconnecting !== null}
        onOpenChange={(open) => !open && setDisconnecting(null)}
        title="Disconnect this side panel?"
        description={`"${disconnecting?.label ?? ""}" stops working at once. To use it again, press Connect in the side panel.`}
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting..."
        pending={disconnect.isPending}
        destructive
        onConfirm={confirmDisconnect}
      />
    </div>
  );
}
