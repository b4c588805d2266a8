import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";
import { Switch } from "../../components/ui/switch";

interface TabCardProps {
  title: string;
  description: string;
  showArchived: boolean;
  onShowArchivedChange: (show: boolean) => void;
  /** The tab's add button (or dialog trigger). */
  action: ReactNode;
  children: ReactNode;
}

/** One management tab: heading, Show archived toggle and add button above a table that scrolls inside. */
export function TabCard({
  title,
  description,
  showArchived,
  onShowArchivedChange,
  action,
  children,
}: TabCardProps) {
  return (
    <Card className="min-w-0 overflow-hidden">
      <div className="flex flex-col gap-4 border-b border-slate-200 px-6 py-5 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          <p className="mt-0.5 text-sm text-slate-500">{description}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <Switch checked={showArchived} onCheckedChange={onShowArchivedChange} label="Show archived" />
          {action}
        </div>
      </div>
      {children}
    </Card>
  );
}
