import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { FieldError, Input, Label } from "../../components/ui/input";
import { type CadenceForm, errorAt } from "./cadence-form";

const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/** Dates on which nothing falls due: a date input to add one, and the list with a remove button each. */
export function HolidaysField({ form }: { form: CadenceForm }) {
  const [draft, setDraft] = useState("");
  const error = errorAt(form.formState.errors, "holidays");
  return (
    <Controller
      control={form.control}
      name="holidays"
      render={({ field }) => {
        const add = () => {
          if (!draft) return;
          if (!field.value.includes(draft)) field.onChange([...field.value, draft].sort());
          setDraft("");
        };
        return (
          <div className="grid gap-1.5">
            <Label htmlFor="cadence-holiday">Holidays</Label>
            <div className="flex gap-2">
              <Input
                id="cadence-holiday"
                type="date"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    add();
                  }
                }}
                className="max-w-48"
              />
              <Button type="button" variant="secondary" onClick={add} disabled={!draft}>
                <Plus aria-hidden />
                Add
              </Button>
            </div>
            {field.value.length === 0 ? (
              <p className="text-xs text-slate-500">No holidays: every working day counts.</p>
            ) : (
              <ul aria-label="Holidays" className="flex flex-wrap gap-1.5">
                {field.value.map((day) => (
                  <li
                    key={day}
                    className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-700"
                  >
                    <time dateTime={day}>{longDate(day)}</time>
                    <button
                      type="button"
                      aria-label={`Remove ${longDate(day)}`}
                      onClick={() => field.onChange(field.value.filter((d) => d !== day))}
                      className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900 disabled:hidden"
                    >
                      <X className="size-3.5" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <FieldError>{error}</FieldError>
          </div>
        );
      }}
    />
  );
}
