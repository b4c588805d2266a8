import { UserX } from "lucide-react";
import type { ReactNode } from "react";
import {
  type PersonRecord,
  SUPPRESSION_KIND_LABELS,
  SUPPRESSION_REASON_LABELS,
} from "../../../shared/contracts/privacy";
import { linkedinProfileUrl } from "../../../shared/linkedin-url";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { Table, TableBody, TableCell, TableColumnHeads, TableRow } from "../../components/ui/table";
import { formatCount, formatDate, formatDateTime } from "../../lib/format";
import { ExternalLinkText } from "../../shared/external-link";
import { fullName } from "../../shared/prospect-name";
import { messageCount } from "./erase-question";
import { progressLabel } from "./labels";

function RecordCard({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card className="min-w-0 overflow-hidden">
      <section aria-label={title}>
        <div className="border-b border-slate-200 px-4 py-3 sm:px-6">
          <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
          {hint && <p className="mt-0.5 text-xs text-slate-500">{hint}</p>}
        </div>
        {children}
      </section>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-2">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <dt className="text-xs font-medium text-slate-500 sm:text-sm">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}

const NONE = <span className="text-slate-400">None</span>;

function PersonFields({ person }: { person: NonNullable<PersonRecord["person"]> }) {
  const profile = linkedinProfileUrl(person.linkedinUrl);
  return (
    <RecordCard title="Person">
      <dl className="grid gap-3 px-4 py-4 sm:px-6">
        <Field label="Name">{fullName(person) || NONE}</Field>
        <Field label="Job title">{person.jobTitle || NONE}</Field>
        <Field label="Company">{person.company || NONE}</Field>
        <Field label="LinkedIn name">{person.linkedinName ?? NONE}</Field>
        <Field label="LinkedIn URL">
          {profile ? (
            <ExternalLinkText href={profile} className="break-all">
              {person.linkedinUrl}
            </ExternalLinkText>
          ) : (
            person.linkedinUrl || NONE
          )}
        </Field>
        <Field label="E-mail">{person.email ?? NONE}</Field>
        <Field label="Phone">{person.phone ?? NONE}</Field>
        <Field label="First added">{formatDateTime(person.createdAt, "")}</Field>
      </dl>
    </RecordCard>
  );
}

function Campaigns({ assignments }: { assignments: PersonRecord["assignments"] }) {
  return (
    <RecordCard title="Campaigns" hint="Each client campaign the person is in, with its progress and tags.">
      <Table aria-label="Campaigns">
        <TableColumnHeads
          columns={["Client", "Progress", "Sequence tag", "Disposition", "Last touch", "Imported"]}
          rowClassName="hover:bg-transparent"
        />
        <TableBody>
          {assignments.map((assignment) => (
            <TableRow key={assignment.assignmentId}>
              <TableCell className="py-3 font-medium text-slate-900">
                <div className="flex min-w-40 flex-col items-start gap-1">
                  {assignment.companyName}
                  {assignment.doNotContact && <Badge tone="danger">Do not contact</Badge>}
                  {assignment.badDataReason && (
                    <Badge tone="warning" title={assignment.badDataReason}>
                      Bad data
                    </Badge>
                  )}
                </div>
              </TableCell>
              <TableCell>
                {assignment.progress.length === 0 ? (
                  <span className="whitespace-nowrap text-slate-400">Not started</span>
                ) : (
                  <div className="flex min-w-40 flex-wrap gap-1">
                    {assignment.progress.map((flag) => (
                      <Badge key={flag} tone="brand">
                        {progressLabel(flag)}
                      </Badge>
                    ))}
                  </div>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap text-slate-700">{assignment.sequenceTag}</TableCell>
              <TableCell className="whitespace-nowrap text-slate-700">
                {assignment.finalDisposition}
              </TableCell>
              <TableCell className="whitespace-nowrap text-slate-600">
                {formatDate(assignment.lastTouchAt, "Never")}
              </TableCell>
              <TableCell className="whitespace-nowrap text-slate-600">
                {formatDate(assignment.importedAt, "Not imported")}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </RecordCard>
  );
}

function Conversations({ conversations }: { conversations: PersonRecord["conversations"] }) {
  return (
    <RecordCard title="Conversations">
      <Table aria-label="Conversations">
        <TableColumnHeads
          columns={["Client", { label: "Messages", className: "text-right" }, "Last message"]}
          rowClassName="hover:bg-transparent"
        />
        <TableBody>
          {conversations.map((conversation) => (
            <TableRow key={conversation.conversationId}>
              <TableCell className="py-3 text-slate-900">{conversation.companyName}</TableCell>
              <TableCell className="text-right text-slate-900 tabular-nums">
                {formatCount(conversation.messageCount)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-slate-600">
                {formatDateTime(conversation.lastMessageAt, "None")}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </RecordCard>
  );
}

function ImportBatches({ batches }: { batches: PersonRecord["importBatches"] }) {
  return (
    <RecordCard
      title="Import batches"
      hint="Files the person was imported from; an error report may keep their row."
    >
      <ul className="divide-y divide-slate-100">
        {batches.map((batch) => (
          <li
            key={batch.batchId}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm sm:px-6"
          >
            <span className="min-w-0 break-all text-slate-900">{batch.fileName}</span>
            <span className="flex flex-wrap items-center gap-2 text-slate-500">
              {formatDateTime(batch.uploadTime, "")}
              {batch.inErrorReport && <Badge tone="warning">In error report</Badge>}
            </span>
          </li>
        ))}
      </ul>
    </RecordCard>
  );
}

function Suppressions({ suppressions }: { suppressions: PersonRecord["suppressions"] }) {
  return (
    <RecordCard title="Do-not-contact entries">
      <ul className="divide-y divide-slate-100">
        {suppressions.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm sm:px-6"
          >
            <span className="text-slate-900">
              {SUPPRESSION_KIND_LABELS[entry.kind]} · {entry.companyName ?? "All clients"}
            </span>
            <Badge tone="neutral">{SUPPRESSION_REASON_LABELS[entry.reason]}</Badge>
          </li>
        ))}
      </ul>
    </RecordCard>
  );
}

/** Everything held about the person a request names, as the server found it by their identifier. */
export function PersonRecordView({ record, erasure }: { record: PersonRecord; erasure: boolean }) {
  const messages = messageCount(record);
  return (
    <div className="grid gap-4">
      {record.person ? (
        <PersonFields person={record.person} />
      ) : (
        <Card className="flex items-start gap-3 p-4 sm:p-6" role="status">
          <span className="rounded-full bg-slate-100 p-2 text-slate-500">
            <UserX className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h3 className="text-sm font-semibold text-slate-900">No prospect matches</h3>
            <p className="mt-0.5 text-sm text-slate-500">
              {erasure
                ? "No one is held under this identifier. Erasing still adds it to the do-not-contact list, as a hash, so the person is never imported or contacted."
                : "No one is held under this identifier; the export lists only what is shown below."}
            </p>
          </div>
        </Card>
      )}
      <section aria-label="What is held">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6">
          <Figure label="Campaigns" value={record.assignments.length} />
          <Figure label="Messages" value={messages} />
          <Figure label="Activity events" value={record.activityEvents} />
          <Figure label="Import batches" value={record.importBatches.length} />
          <Figure label="Outgoing mail" value={record.outgoingMail} />
          <Figure label="Do-not-contact" value={record.suppressions.length} />
        </dl>
      </section>
      {record.assignments.length > 0 && <Campaigns assignments={record.assignments} />}
      {record.conversations.length > 0 && <Conversations conversations={record.conversations} />}
      {record.importBatches.length > 0 && <ImportBatches batches={record.importBatches} />}
      {record.suppressions.length > 0 && <Suppressions suppressions={record.suppressions} />}
    </div>
  );
}
