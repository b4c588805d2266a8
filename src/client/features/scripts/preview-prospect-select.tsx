import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { Prospect } from "../../../shared/contracts/prospects";
import { Input, Label } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { formatCount } from "../../lib/format";
import { fullName } from "../../shared/prospect-name";
import { prospectsQuery } from "../../shared/prospects-query";
import { matchesSearch } from "../../shared/search-box";

export const NO_PROSPECT = "none";
/** A select of a campaign's thousands of prospects would be unusable: past this, a filter narrows it. */
const MAX_OPTIONS = 200;

interface PreviewProspectSelectProps {
  campaignId: string;
  /** A prospect's id, or NO_PROSPECT. */
  value: string;
  onChange: (prospect: Prospect | null) => void;
}

/** "Preview for": a prospect of the campaign whose names fill the placeholders, or none. */
export function PreviewProspectSelect({ campaignId, value, onChange }: PreviewProspectSelectProps) {
  const prospects = useQuery(prospectsQuery(campaignId));
  const [filter, setFilter] = useState("");
  const list = prospects.data ?? [];
  const needsFilter = list.length > MAX_OPTIONS;

  const options = useMemo(() => {
    const matching = needsFilter ? list.filter((prospect) => matchesSearch(prospect, filter)) : list;
    const shown = matching.slice(0, MAX_OPTIONS);
    // The chosen prospect stays in the list when the filter would hide it.
    const chosen = list.find((prospect) => prospect.id === value);
    if (chosen && !shown.includes(chosen)) shown.unshift(chosen);
    return [
      { value: NO_PROSPECT, label: "No prospect: show placeholders" },
      ...shown.map((prospect) => ({
        value: prospect.id,
        label: prospect.company ? `${fullName(prospect)} · ${prospect.company}` : fullName(prospect),
      })),
    ];
  }, [list, needsFilter, filter, value]);

  const placeholder = prospects.isPending
    ? "Loading prospects..."
    : prospects.isError
      ? "Prospects could not be loaded"
      : "No prospect: show placeholders";

  return (
    <div className="grid min-w-0 gap-1.5 sm:w-80">
      <Label htmlFor="preview-prospect">Preview for</Label>
      {needsFilter && (
        <Input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={`Find one of ${formatCount(list.length)} prospects...`}
          aria-label="Find a prospect to preview"
        />
      )}
      <Select
        id="preview-prospect"
        value={prospects.isSuccess ? value : ""}
        options={options}
        placeholder={placeholder}
        disabled={!prospects.isSuccess || list.length === 0}
        onValueChange={(id) => onChange(list.find((prospect) => prospect.id === id) ?? null)}
      />
      {prospects.isSuccess && list.length === 0 && (
        <p className="text-xs text-slate-500">No prospects in this campaign yet: placeholders are shown.</p>
      )}
    </div>
  );
}
