import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import type { Prospect } from "../../../shared/contracts/prospects";
import { linkedinProfileUrl } from "../../../shared/linkedin-url";
import { useReturnFocus } from "../../components/ui/return-focus";
import { formatDateTime } from "../../lib/format";
import { ExternalLinkText } from "../../shared/external-link";
import { fullName } from "../../shared/prospect-name";
import { DoNotContactAction } from "./do-not-contact-action";
import { useLocalToday } from "./local-today";
import { NextStepDetails } from "./next-step";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="border-t border-slate-200 py-4 first:border-t-0 first:pt-0">
      <h3 className="mb-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">{title}</h3>
      <dl className="grid gap-3">{children}</dl>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-2 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

const NOT_SET = "Not Set";

function DetailsBody({ prospect }: { prospect: Prospect }) {
  const today = useLocalToday();
  const profileUrl = linkedinProfileUrl(prospect.linkedinUrl);
  return (
    <>
      <Section title="Basic Information">
        <Field label="Full Name">{fullName(prospect)}</Field>
        <Field label="Job Title">{prospect.jobTitle || NOT_SET}</Field>
        <Field label="Company">{prospect.company || NOT_SET}</Field>
      </Section>
      <Section title="Contact Information">
        {prospect.email && (
          <Field label="Email">
            <a href={`mailto:${prospect.email}`} className="text-brand-600 hover:underline">
              {prospect.email}
            </a>
          </Field>
        )}
        {prospect.phone && (
          <Field label="Phone">
            <a href={`tel:${prospect.phone}`} className="text-brand-600 hover:underline">
              {prospect.phone}
            </a>
          </Field>
        )}
        <Field label="LinkedIn">
          {profileUrl ? (
            <ExternalLinkText href={profileUrl}>View LinkedIn Profile</ExternalLinkText>
          ) : prospect.linkedinUrl ? (
            // Stored before imports took LinkedIn profiles only: shown as text, never as a link.
            <span className="break-all text-slate-600">{prospect.linkedinUrl} (not a LinkedIn profile)</span>
          ) : (
            NOT_SET
          )}
        </Field>
      </Section>
      {prospect.sdrEmail && (
        <Section title="Assignment Details">
          <Field label="Assigned SDR">{prospect.sdrEmail}</Field>
          <Field label="Campaign">{prospect.campaign || NOT_SET}</Field>
          <Field label="Sequence Tag">{prospect.sequenceTag || "New"}</Field>
          <Field label="Final Disposition">{prospect.finalDisposition || "New"}</Field>
        </Section>
      )}
      <Section title="Timeline">
        <Field label="Imported">{formatDateTime(prospect.importedAt, NOT_SET)}</Field>
        <Field label="Assigned">{formatDateTime(prospect.assignedAt, NOT_SET)}</Field>
        <Field label="Last Touch">{formatDateTime(prospect.lastTouchAt, NOT_SET)}</Field>
        <Field label="Last Updated">{formatDateTime(prospect.updatedAt, NOT_SET)}</Field>
        <Field label="Next step">
          <NextStepDetails next={prospect.next} today={today} />
        </Field>
      </Section>
      <Section title="Technical Details">
        <Field label="Record ID">
          <code className="text-xs break-all">{prospect.id}</code>
        </Field>
        {prospect.prospectId !== prospect.id && (
          <Field label="Prospect ID">
            <code className="text-xs break-all">{prospect.prospectId}</code>
          </Field>
        )}
      </Section>
    </>
  );
}

/** Spec "Prospect Details": a right-hand panel with five sections, opened by clicking a row. */
export function ProspectDetailsPanel({
  prospect,
  onClose,
}: {
  prospect: Prospect | null;
  onClose: () => void;
}) {
  const returnFocus = useReturnFocus(prospect !== null);
  return (
    <RadixDialog.Root
      open={prospect !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <RadixDialog.Content
          {...returnFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-6 py-4">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">
                Prospect Details
              </RadixDialog.Title>
              <RadixDialog.Description className="truncate text-sm text-slate-500">
                {prospect ? `${fullName(prospect)} · ${prospect.company}` : ""}
              </RadixDialog.Description>
            </div>
            <RadixDialog.Close
              aria-label="Close"
              className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X className="size-4" />
            </RadixDialog.Close>
          </div>
          {prospect && <DoNotContactAction prospect={prospect} />}
          <div className="flex-1 overflow-y-auto px-6 py-4">
            {prospect && <DetailsBody prospect={prospect} />}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
