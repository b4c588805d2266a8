import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import type { Prospect } from "../../shared/contracts/prospects";
import { Input } from "../components/ui/input";
import { cn } from "../lib/cn";

const DEBOUNCE_MS = 200;

/** A search field that reports its text once typing pauses. */
export function SearchBox({
  onSearch,
  label = "Search prospects",
}: {
  onSearch: (text: string) => void;
  /** The field's accessible name, when a page has more than one list to search. */
  label?: string;
}) {
  const [text, setText] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => onSearch(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  return <SearchInput value={text} onChange={setText} label={label} className="w-full sm:w-72" />;
}

/** A search field with its magnifier icon; the text is the caller's to keep. */
export function SearchInput({
  value,
  onChange,
  label,
  className,
}: {
  value: string;
  onChange: (text: string) => void;
  label: string;
  className?: string;
}) {
  return (
    <div className={cn("relative", className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search name or company..."
        aria-label={label}
        className="pl-9"
      />
    </div>
  );
}

/** Spec section 5: case-insensitive substring on first name, last name or company. */
export function matchesSearch(prospect: Prospect, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return (
    prospect.firstName.toLowerCase().includes(needle) ||
    prospect.lastName.toLowerCase().includes(needle) ||
    prospect.company.toLowerCase().includes(needle)
  );
}
