import { FieldError } from "../../components/ui/input";

export interface CampaignChoice {
  id: string;
  client: string;
  /** The other seat already sending for it, which a campaign can have only one of. */
  takenBy: string | null;
}

/** The campaigns the seat sends for: a checkbox per client's campaign; one another seat sends for is shown, not offered. */
export function CampaignsField({
  choices,
  value,
  loading,
  error,
  onChange,
}: {
  choices: CampaignChoice[];
  value: string[];
  loading: boolean;
  error?: string;
  onChange: (campaignIds: string[]) => void;
}) {
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value.filter((known) => known !== id), id] : value.filter((known) => known !== id));
  return (
    <fieldset
      className="grid gap-1.5"
      aria-describedby={error ? "seat-campaigns-error" : "seat-campaigns-hint"}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Campaigns it sends for</legend>
      {loading ? (
        <p className="text-sm text-slate-500">Loading the clients...</p>
      ) : choices.length === 0 ? (
        <p className="text-sm text-slate-500">
          No client campaigns yet: add a client in Manage Campaigns first.
        </p>
      ) : (
        <div className="max-h-44 overflow-y-auto rounded-lg border border-slate-200 p-2">
          {choices.map((choice) => {
            const taken = choice.takenBy !== null && !value.includes(choice.id);
            return (
              <label
                key={choice.id}
                className="flex items-center gap-2 rounded-md px-1.5 py-1 text-sm text-slate-800 hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  checked={value.includes(choice.id)}
                  disabled={taken}
                  onChange={(event) => toggle(choice.id, event.target.checked)}
                  className="size-4 accent-brand-600 disabled:opacity-50"
                />
                <span className={taken ? "text-slate-500" : undefined}>{choice.client}</span>
                {taken && <span className="ml-auto text-xs text-slate-500">Sent by {choice.takenBy}</span>}
              </label>
            );
          })}
        </div>
      )}
      <p id="seat-campaigns-hint" className="text-xs text-slate-500">
        A campaign has one seat; the seat's budget is shared by all its campaigns.
      </p>
      <FieldError id="seat-campaigns-error">{error}</FieldError>
    </fieldset>
  );
}
