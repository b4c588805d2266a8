import { ArrowLeft, Download, SearchX, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { accessExportPath } from "../../../shared/contracts/endpoints/privacy";
import type { ErasureResult, PersonRecord, PrivacyRequest } from "../../../shared/contracts/privacy";
import { Button, buttonVariants } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../components/ui/failure-toast";
import { FieldError } from "../../components/ui/input";
import { EmptyCard, QueryStateCard } from "../../components/ui/state-card";
import { errorMessage } from "../../lib/api";
import { formatDateTime, formatDay } from "../../lib/format";
import { useAccessDownload, useErase, usePersonRecord, usePrivacyRequests } from "./api";
import { eraseQuestion } from "./erase-question";
import { ErasureResultCard } from "./erasure-result";
import { REQUEST_KIND_LABELS } from "./labels";
import { PersonRecordView } from "./person-record";
import { RequestSubject } from "./request-list";
import { localDay, requestStatus } from "./request-status";
import { RequestStatusBadge } from "./request-status-badge";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function EraseAction({
  request,
  record,
  erase,
  onErased,
}: {
  request: PrivacyRequest;
  /** Undefined until the person's record has loaded: nothing is erased unseen. */
  record: PersonRecord | undefined;
  /** Held by the request's view, which outlives this button (gone once the request is completed). */
  erase: ReturnType<typeof useErase>;
  onErased: (result: ErasureResult) => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="destructive" disabled={!record} onClick={() => setAsking(true)}>
        <Trash2 aria-hidden />
        Erase
      </Button>
      {record && (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={record.person ? "Erase this person?" : "Erase this identifier?"}
          description={eraseQuestion(record, request.subject ?? "")}
          confirmLabel="Erase"
          pendingLabel="Erasing..."
          pending={erase.isPending}
          destructive
          onConfirm={() =>
            erase.mutate(request.id, {
              onSuccess: (result) => {
                setAsking(false);
                onErased(result);
              },
              onError: (error) => {
                setAsking(false);
                toastFailure("Could not erase", error, "the server did not answer");
              },
            })
          }
        />
      )}
    </>
  );
}

/**
 * The export as JSON or CSV. The links point at the file; a click fetches it here instead, so a refusal
 * shows the server's message and the request's completion shows once the file is saved.
 */
function AccessDownloads({ request }: { request: PrivacyRequest }) {
  const download = useAccessDownload();
  const [failure, setFailure] = useState<string>();
  return (
    <div className="grid gap-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        {(["json", "csv"] as const).map((format) => (
          <a
            key={format}
            href={accessExportPath(request.id, format)}
            download
            aria-disabled={download.isPending || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (download.isPending) return;
              setFailure(undefined);
              download.mutate(
                { requestId: request.id, format },
                { onError: (error) => setFailure(errorMessage(error, "The export could not be downloaded")) },
              );
            }}
            className={buttonVariants({ variant: "secondary", className: "aria-disabled:opacity-50" })}
          >
            <Download aria-hidden />
            Download {format.toUpperCase()}
          </a>
        ))}
      </div>
      <FieldError>{failure}</FieldError>
    </div>
  );
}

function RequestSummary({ request, actions }: { request: PrivacyRequest; actions: ReactNode }) {
  const kind = REQUEST_KIND_LABELS[request.kind];
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="privacy-request-title" className="grid gap-4">
        <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="privacy-request-title" className="text-lg font-semibold text-slate-900">
                {kind} request
              </h2>
              <RequestStatusBadge status={requestStatus(request, localDay(new Date()))} />
            </div>
            <p className="mt-1 text-sm text-slate-600">
              <RequestSubject request={request} />
            </p>
          </div>
          {actions && <div className="shrink-0">{actions}</div>}
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact label="Received">{formatDay(request.receivedOn)}</Fact>
          <Fact label="Due">{formatDay(request.dueOn)}</Fact>
          <Fact label="Recorded by">{request.createdBy ?? "—"}</Fact>
          <Fact label="Completed">
            {request.completedAt
              ? `${formatDateTime(request.completedAt, "")}${request.completedBy ? ` by ${request.completedBy}` : ""}`
              : "Not yet"}
          </Fact>
        </dl>
      </section>
    </Card>
  );
}

/** The person a request names, looked up by its identifier, with the erasure or the export. */
function RequestBody({ request }: { request: PrivacyRequest }) {
  const [result, setResult] = useState<ErasureResult>();
  const person = usePersonRecord(request.subject);
  const erase = useErase(person.data);
  const open = !request.completedAt;
  const erasure = request.kind === "erasure";

  const actions =
    erasure && open && request.subject ? (
      <EraseAction request={request} record={person.data} erase={erase} onErased={setResult} />
    ) : !erasure && request.subject ? (
      <AccessDownloads request={request} />
    ) : null;

  let record: ReactNode = null;
  if (result) {
    record = null;
  } else if (request.subject === null) {
    record = (
      <Card className="p-4 text-sm text-slate-600 sm:p-6">
        This person's data was erased. Only a hash of the identifier is kept, on the do-not-contact list.
      </Card>
    );
  } else if (!person.isSuccess) {
    record = (
      <QueryStateCard
        query={person}
        loadingText="Looking up the person..."
        errorTitle="The person could not be looked up"
        fallback="Something went wrong while searching for the person."
      />
    );
  } else {
    record = <PersonRecordView record={person.data} erasure={erasure} />;
  }

  return (
    <>
      <RequestSummary request={request} actions={actions} />
      {result && <ErasureResultCard result={result} />}
      {record}
    </>
  );
}

/** One request opened from the list (?request=<id>). */
export function RequestDetail({ requestId, onBack }: { requestId: string; onBack: () => void }) {
  const requests = usePrivacyRequests();
  const request = requests.data?.requests.find((candidate) => candidate.id === requestId);
  let body: ReactNode;
  // A failed refetch keeps the request already shown.
  if (requests.data === undefined) {
    body = (
      <QueryStateCard
        query={requests}
        loadingText="Loading the request..."
        errorTitle="The request could not be loaded"
        fallback="Something went wrong while loading the requests."
      />
    );
  } else if (!request) {
    body = (
      <EmptyCard icon={SearchX} title="Privacy request not found">
        It may have been opened from an old link. Go back to the list to choose another.
      </EmptyCard>
    );
  } else {
    body = <RequestBody key={request.id} request={request} />;
  }
  return (
    <div className="grid gap-4">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
          <ArrowLeft aria-hidden />
          All requests
        </Button>
      </div>
      {body}
    </div>
  );
}
