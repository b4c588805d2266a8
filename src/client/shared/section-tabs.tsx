import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/tabs";

export interface SectionTab {
  value: string;
  label: string;
  icon: LucideIcon;
  content: ReactNode;
}

/** The tabs' values, the first (the default) first, as useTabParam takes them. */
export function tabValues([first, ...rest]: readonly [SectionTab, ...SectionTab[]]): [string, ...string[]] {
  return [first.value, ...rest.map((tab) => tab.value)];
}

/** A page's three sections as tabs: an even strip on narrow screens, icons from `sm` up. */
export function SectionTabs({
  label,
  tabs,
  value,
  onValueChange,
}: {
  /** The tab strip's accessible name. */
  label: string;
  tabs: SectionTab[];
  value: string;
  onValueChange: (next: string) => void;
}) {
  return (
    <Tabs value={value} onValueChange={onValueChange} className="min-w-0">
      <TabsList aria-label={label} className="grid grid-cols-3 sm:inline-flex">
        {tabs.map(({ value: tab, label: title, icon: Icon }) => (
          <TabsTrigger key={tab} value={tab} className="justify-center">
            <Icon aria-hidden className="hidden sm:block" />
            {title}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
