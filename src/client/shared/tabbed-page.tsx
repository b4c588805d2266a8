import { usePageTitle } from "../lib/use-page-title";
import { useTabParam } from "../lib/use-tab-param";
import { PageHeader } from "./page-header";
import { type SectionTab, SectionTabs, tabValues } from "./section-tabs";

/** A page made of section tabs under its header; the open tab is kept in `?tab=`, the first by default. */
export function TabbedPage({
  title,
  description,
  tabsLabel,
  tabs,
}: {
  title: string;
  description: string;
  /** The tab strip's accessible name. */
  tabsLabel: string;
  tabs: readonly [SectionTab, ...SectionTab[]];
}) {
  usePageTitle(title);
  const [tab, selectTab] = useTabParam(tabValues(tabs));

  return (
    <>
      <PageHeader title={title} description={description} />
      <SectionTabs label={tabsLabel} value={tab} onValueChange={selectTab} tabs={[...tabs]} />
    </>
  );
}
