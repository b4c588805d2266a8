import { Flag } from "lucide-react";
import { type MouseEvent, memo } from "react";
import {
  type FinalDisposition,
  PROGRESS_FLAG_LABELS,
  PROGRESS_FLAGS,
  type ProgressFlag,
  type Prospect,
  type SequenceTag,
} from "../../../shared/contracts/prospects";
import { linkedinProfileUrl } from "../../../shared/linkedin-url";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/select";
import { TableCell, TableRow } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { formatDate } from "../../lib/format";
import { ExternalLinkText } from "../../shared/external-link";
import { fullName } from "../../shared/prospect-name";
import {
  CELL,
  CHECK_CELL,
  CHECK_GROUP_EDGE,
  PIN_FIRST_NAME,
  PIN_LAST_NAME,
  PIN_NUMBER,
} from "./cell-classes";
import { progressLockText } from "./do-not-contact";
import { DoNotContactBadge } from "./do-not-contact-badge";
import { DISPOSITION_OPTIONS, SEQUENCE_TAG_OPTIONS } from "./labels";
import { NextStepCell } from "./next-step";
import { RowSelectBox } from "./selection-checkbox";

/** "Sep 20" over "2026": a date on two short lines. */
function LastTouch({ at }: { at: string | null }) {
  const [day, year] = formatDate(at, "Never").split(", ");
  return (
    <span className="flex flex-col text-xs leading-4">
      <span className="whitespace-nowrap">{day}</span>
      {year && <span className="text-slate-500">{year}</span>}
    </span>
  );
}

/** What a row can do; one stable object for all rows, so a row re-renders only when its prospect changes. */
export interface RowActions {
  readOnly: boolean;
  open: (id: string) => void;
  toggle: (prospect: Prospect, flag: ProgressFlag, value: boolean) => void;
  setTag: (prospect: Prospect, tag: SequenceTag) => void;
  /** Choosing Reply asks for the reply first; nothing is saved until it is given. */
  setDisposition: (prospect: Prospect, disposition: FinalDisposition) => void;
  flagBadData: (prospect: Prospect) => void;
}

/** Clicks on the row's own controls, or inside a select's list (a portal), do not open the details. */
function opensDetails(event: MouseEvent<HTMLTableRowElement>): boolean {
  const target = event.target as HTMLElement;
  if (!event.currentTarget.contains(target)) return false;
  return target.closest("button, a, input, label, [role='combobox']") === null;
}

/** Pinned cells are opaque and follow the row's hover colour. */
const OPAQUE = "bg-white group-hover:bg-slate-50";
/**
 * A text column's value: two lines at most, the whole text on hover (and in Prospect Details); smaller
 * where the whole row fits the box and the columns are narrow.
 */
const TWO_LINES =
  "line-clamp-2 leading-[18px] break-words group-data-fit/table:text-[11px] group-data-fit/table:leading-4";
/** The selects sit in narrow columns: small text and chevron, the value cut short (its title shows it). */
const CELL_SELECT = "h-8 w-full gap-1 px-1.5 text-xs [&_svg]:size-3.5 group-data-fit/table:[&_svg]:hidden";

/** A column's inline select; `onChoose` is called only with one of its options' values. */
function SelectCell<Value extends string>({
  value,
  options,
  label,
  disabled,
  onChoose,
}: {
  value: Value;
  options: { value: Value; label: string }[];
  label: string;
  disabled: boolean;
  onChoose: (next: Value) => void;
}) {
  return (
    <TableCell className={CELL}>
      <Select
        variant="inline"
        className={CELL_SELECT}
        value={value}
        options={options}
        aria-label={label}
        disabled={disabled}
        onValueChange={(next) => {
          const chosen = options.find((option) => option.value === next);
          if (chosen) onChoose(chosen.value);
        }}
      />
    </TableCell>
  );
}

export const ProspectRow = memo(function ProspectRow({
  prospect,
  number,
  actions,
  today,
  selected = false,
  onSelect,
}: {
  prospect: Prospect;
  number: number;
  actions: RowActions;
  /** The browser's local day, for whether the next step is overdue. */
  today: string;
  selected?: boolean;
  /** Shows the row's selection box (staff, one campaign). */
  onSelect?: (id: string, index: number, shiftKey: boolean) => void;
}) {
  const name = fullName(prospect);
  const profileUrl = linkedinProfileUrl(prospect.linkedinUrl);
  const { readOnly } = actions;
  // A suppressed prospect's name carries the badge below it, and its progress is locked.
  const lock = progressLockText(prospect);
  const lockId = lock ? `progress-lock-${prospect.id}` : undefined;
  return (
    <TableRow
      // A suppressed prospect's cells line up at the top: the name's cell is taller with the badge.
      className={cn("group cursor-pointer", lock && "[&>td]:align-top")}
      onClick={(event) => {
        if (opensDetails(event)) actions.open(prospect.id);
      }}
    >
      <TableCell className={cn(CELL, PIN_NUMBER, OPAQUE, "text-slate-500 tabular-nums")}>
        {onSelect ? (
          <span className="flex items-center gap-1.5">
            <RowSelectBox
              id={prospect.id}
              index={number - 1}
              name={name}
              selected={selected}
              onSelect={onSelect}
            />
            {number}
          </span>
        ) : (
          number
        )}
      </TableCell>
      <TableCell className={cn(CELL, PIN_FIRST_NAME, OPAQUE, "font-medium")}>
        <button
          type="button"
          className="block max-w-full truncate rounded text-left text-slate-900 hover:text-brand-700 hover:underline"
          onClick={() => actions.open(prospect.id)}
          aria-label={`Details for ${name}`}
          title={name}
        >
          {prospect.firstName}
        </button>
        {prospect.doNotContact && (
          <>
            <DoNotContactBadge
              reason={prospect.doNotContact}
              className="mt-0.5 max-w-full rounded-md py-0 leading-4 whitespace-normal"
            />
            <span id={lockId} className="sr-only">
              {lock}
            </span>
          </>
        )}
      </TableCell>
      <TableCell
        className={cn(CELL, PIN_LAST_NAME, OPAQUE, "truncate font-medium")}
        title={prospect.lastName}
      >
        {prospect.lastName}
      </TableCell>
      <TableCell className={CELL} title={prospect.jobTitle}>
        <span className={TWO_LINES}>{prospect.jobTitle}</span>
      </TableCell>
      <TableCell className={CELL} title={prospect.company}>
        <span className={TWO_LINES}>{prospect.company}</span>
      </TableCell>
      <TableCell className={cn(CELL, "text-slate-600")} title={prospect.linkedinName ?? undefined}>
        <span className={TWO_LINES}>{prospect.linkedinName ?? ""}</span>
      </TableCell>
      {PROGRESS_FLAGS.map((flag) => (
        <TableCell key={flag} className={cn(CHECK_CELL, CHECK_GROUP_EDGE[flag])}>
          <input
            type="checkbox"
            className={
              readOnly
                ? "progress-check"
                : "size-4 cursor-pointer accent-brand-600 align-middle disabled:cursor-not-allowed disabled:opacity-60"
            }
            checked={prospect[flag]}
            disabled={readOnly || lock !== null}
            aria-label={`${PROGRESS_FLAG_LABELS[flag]} for ${name}`}
            aria-describedby={lockId}
            title={
              lock ??
              (readOnly
                ? `${PROGRESS_FLAG_LABELS[flag]}: ${prospect[flag] ? "done" : "not done"}`
                : undefined)
            }
            onChange={(event) => actions.toggle(prospect, flag, event.target.checked)}
          />
        </TableCell>
      ))}
      <SelectCell
        value={prospect.sequenceTag}
        options={SEQUENCE_TAG_OPTIONS}
        label={`Sequence Tag for ${name}`}
        disabled={readOnly}
        onChoose={(next) => actions.setTag(prospect, next)}
      />
      <SelectCell
        value={prospect.finalDisposition}
        options={DISPOSITION_OPTIONS}
        label={`Final Disposition for ${name}`}
        disabled={readOnly}
        onChoose={(next) => actions.setDisposition(prospect, next)}
      />
      <TableCell className={CELL}>
        <NextStepCell next={prospect.next} today={today} />
      </TableCell>
      <TableCell className={CELL}>
        {profileUrl ? (
          <span title="LinkedIn profile" className="inline-flex">
            <ExternalLinkText
              href={profileUrl}
              aria-label={`LinkedIn profile of ${name}`}
              className="size-7 justify-center rounded-md hover:bg-brand-50"
            >
              {null}
            </ExternalLinkText>
          </span>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </TableCell>
      <TableCell className={cn(CELL, "text-slate-600 tabular-nums")}>
        <LastTouch at={prospect.lastTouchAt} />
      </TableCell>
      <TableCell className={CELL}>
        <Button
          size="sm"
          variant="secondary"
          className="size-7 px-0 text-red-700"
          title="Bad Data"
          disabled={readOnly}
          onClick={() => actions.flagBadData(prospect)}
        >
          <Flag aria-hidden />
          <span className="sr-only">Bad Data for {name}</span>
        </Button>
      </TableCell>
    </TableRow>
  );
});
