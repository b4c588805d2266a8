import { Download } from "lucide-react";
import { CardContent } from "../../components/ui/card";
import { RegionCard } from "../../components/ui/region-card";

/** The side panel's package, served by the app. */
export const SIDE_PANEL_DOWNLOAD = "/downloads/outreach-desk-side-panel.zip";

/** Where the side panel comes from and how it is added to Chrome. */
export function SidePanelInstall() {
  return (
    <RegionCard
      title="Install"
      description="The side panel is a Chrome extension that shows a LinkedIn profile's prospect beside the profile."
    >
      <CardContent className="grid gap-3 text-sm leading-relaxed text-slate-700">
        <a
          href={SIDE_PANEL_DOWNLOAD}
          download
          className="inline-flex items-center gap-2 justify-self-start font-medium text-brand-600 hover:underline"
        >
          <Download className="size-4" aria-hidden />
          Download the side panel (.zip)
        </a>
        <p>
          Unzip it, open <span className="font-mono text-xs">chrome://extensions</span>, turn on Developer
          mode and choose Load unpacked with the unzipped folder; or publish it to the Chrome Web Store for
          your team.
        </p>
      </CardContent>
    </RegionCard>
  );
}
