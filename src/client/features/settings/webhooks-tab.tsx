import { Plus } from "lucide-react";
import { useState } from "react";
import type { WebhookDelivery, WebhookEndpoint, WebhookWithSecret } from "../../../shared/contracts/webhooks";
import { Button } from "../../components/ui/button";
import { CardContent } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../components/ui/failure-toast";
import { RegionCard } from "../../components/ui/region-card";
import { toast } from "../../components/ui/toast-store";
import {
  useDeleteWebhook,
  useRedeliver,
  useRotateWebhookSecret,
  useSendTestEvent,
  useUpdateWebhook,
  useWebhooks,
} from "./webhooks-api";
import { WebhookDeliveryLog } from "./webhooks-delivery-log";
import { WebhookEndpointDialog } from "./webhooks-endpoint-dialog";
import { type EndpointActions, WebhookEndpointList } from "./webhooks-endpoint-list";
import { WebhookSecretDialog } from "./webhooks-secret";

const failed = (title: string) => (error: unknown) => toastFailure(title, error);

/**
 * Settings > Webhooks: the endpoints events are sent to (add, edit, switch off, test, renew the secret,
 * delete) and the chosen endpoint's delivery log with Redeliver.
 */
export function WebhooksTab() {
  const endpoints = useWebhooks();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const sendTest = useSendTestEvent();
  const redeliver = useRedeliver();
  const [dialog, setDialog] = useState<{ editing: WebhookEndpoint | null } | null>(null);
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);

  // The chosen endpoint while it exists, else the first one.
  const rows = endpoints.data ?? [];
  const selected = rows.find((endpoint) => endpoint.id === chosenId) ?? rows[0] ?? null;

  const actions: EndpointActions = {
    onSelect: (endpoint) => setChosenId(endpoint.id),
    onEdit: (endpoint) => setDialog({ editing: endpoint }),
    onToggle: (endpoint, enabled) =>
      update.mutate(
        { id: endpoint.id, body: { enabled } },
        {
          onSuccess: () =>
            toast(
              enabled
                ? { title: "Endpoint on", description: "Waiting events are sent now." }
                : { title: "Endpoint off", description: "Its events wait until it is on again." },
            ),
          onError: failed("The endpoint was not changed"),
        },
      ),
    onSendTest: (endpoint) => {
      setChosenId(endpoint.id);
      sendTest.mutate(endpoint.id, {
        onSuccess: () => toast({ title: "Test event sent", description: "It appears in the delivery log." }),
        onError: failed("The test event was not sent"),
      });
    },
    onRotate: (endpoint) =>
      rotate.mutate(endpoint.id, {
        onSuccess: setSecret,
        onError: failed("No new secret was made"),
      }),
    onDelete: setDeleting,
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: "Endpoint deleted" });
        setDeleting(null);
      },
      onError: failed("The endpoint was not deleted"),
    });
  };

  const redeliverOne = (delivery: WebhookDelivery) => {
    if (!selected) return;
    redeliver.mutate(
      { id: selected.id, deliveryId: delivery.id },
      {
        onSuccess: () =>
          toast({ title: "Redelivery queued", description: `${delivery.eventType} is sent again now.` }),
        onError: failed("The delivery was not queued"),
      },
    );
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <RegionCard
        title="Webhook endpoints"
        description="Outreach Desk POSTs each event (an invite, a reply, a meeting, ...) to these addresses, signed, and retries for about a day. An endpoint failing for 3 days is turned off and managers are mailed."
        action={
          <Button onClick={() => setDialog({ editing: null })} className="shrink-0 self-start">
            <Plus aria-hidden />
            Add endpoint
          </Button>
        }
      >
        <CardContent className="px-0 pb-2">
          <WebhookEndpointList selectedId={selected?.id ?? null} actions={actions} />
        </CardContent>
      </RegionCard>

      {selected && (
        <RegionCard
          title="Deliveries"
          description={`The newest deliveries to ${selected.url}, refreshed while this page is open.`}
          descriptionClassName="break-words"
        >
          <CardContent className="px-0 pb-2">
            <WebhookDeliveryLog
              endpointId={selected.id}
              onRedeliver={redeliverOne}
              redelivering={redeliver.isPending}
            />
          </CardContent>
        </RegionCard>
      )}

      <WebhookEndpointDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        onOpenChange={(open) => !open && setDialog(null)}
        onCreated={(created) => {
          setChosenId(created.endpoint.id);
          setSecret(created);
        }}
      />
      <WebhookSecretDialog
        secret={secret?.secret ?? null}
        url={secret?.endpoint.url ?? ""}
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this endpoint?"
        description={`Events stop going to ${deleting?.url ?? ""} and its delivery log is deleted. This cannot be undone.`}
        confirmLabel="Delete endpoint"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={confirmDelete}
      />
    </div>
  );
}
