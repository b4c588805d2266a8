import { ExternalLink, Trash2 } from "lucide-react";
import { RESOURCE_DETAIL_MAX, RESOURCE_TITLE_MAX } from "../../../shared/contracts/resources";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";
import type { EditorRow } from "./use-resource-rows";

/** A detail that is a web address gets an Open link beside it. */
export function linkOf(detail: string): string | null {
  const text = detail.trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return null;
  try {
    return new URL(text).toString();
  } catch {
    return null;
  }
}

/** The grid of a row and of the column headings above the rows (wide screens). */
export const ROW_COLUMNS = "sm:grid-cols-[2rem_minmax(0,1fr)_minmax(0,2fr)_5rem]";

interface ResourceRowEditorProps {
  row: EditorRow;
  number: number;
  onlyRow: boolean;
  onChange: (field: "title" | "detail", value: string) => void;
  onDelete: () => void;
}

/**
 * One row of the Resources list: a title and a detail (a link or a note), Open link and Delete Row.
 * Phones: "Row n" with its buttons, then the two fields stacked; wider: one line under column headings.
 */
export function ResourceRowEditor({ row, number, onlyRow, onChange, onDelete }: ResourceRowEditorProps) {
  const link = linkOf(row.detail);
  const titleId = `resource-${row.key}-title`;
  const detailId = `resource-${row.key}-detail`;
  return (
    <li
      className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 border-b border-slate-100 px-4 py-4 last:border-b-0 sm:items-start sm:px-6 ${ROW_COLUMNS}`}
    >
      <span className="text-sm font-medium text-slate-500 tabular-nums sm:pt-2.5 sm:font-normal sm:text-slate-400">
        <span className="sm:hidden">Row </span>
        {number}
      </span>
      <div className="col-span-2 grid min-w-0 gap-1 sm:order-none sm:col-span-1 max-sm:order-3">
        {/* Phones show the field's name above it; the input's own name also says which row. */}
        <label htmlFor={titleId} className="text-xs font-medium text-slate-500 sm:hidden">
          Title
        </label>
        <Input
          id={titleId}
          aria-label={`Title, row ${number}`}
          value={row.title}
          maxLength={RESOURCE_TITLE_MAX}
          placeholder="Title"
          onChange={(event) => onChange("title", event.target.value)}
        />
      </div>
      <div className="col-span-2 grid min-w-0 gap-1 sm:order-none sm:col-span-1 max-sm:order-4">
        <label htmlFor={detailId} className="text-xs font-medium text-slate-500 sm:hidden">
          Link or note
        </label>
        <Textarea
          id={detailId}
          aria-label={`Link or note, row ${number}`}
          value={row.detail}
          maxLength={RESOURCE_DETAIL_MAX}
          rows={1}
          placeholder="A link or a note"
          onChange={(event) => onChange("detail", event.target.value)}
          className="field-sizing-content min-h-10 resize-none py-2 break-words"
        />
      </div>
      <div className="flex justify-end gap-1 sm:order-none max-sm:order-2">
        {link ? (
          <Button asChild variant="ghost" size="icon" className="text-slate-500">
            <a href={link} target="_blank" rel="noopener noreferrer" aria-label={`Open link, row ${number}`}>
              <ExternalLink aria-hidden />
            </a>
          </Button>
        ) : (
          <span className="hidden size-9 sm:block" aria-hidden />
        )}
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          disabled={onlyRow}
          aria-label={`Delete row ${number}`}
          title={onlyRow ? "The last row cannot be deleted" : "Delete row"}
          className="text-slate-500 hover:bg-red-50 hover:text-red-600"
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
