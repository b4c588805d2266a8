import { Eye } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import type { Prospect } from "../../../shared/contracts/prospects";
import { fillPlaceholders, type ScriptTemplate } from "../../../shared/contracts/scripts";
import { toastFailure } from "../../components/ui/failure-toast";
import { SaveButton } from "../../components/ui/save-button";
import { QueryStateCard } from "../../components/ui/state-card";
import { toast } from "../../components/ui/toast-store";
import { usePageTitle } from "../../lib/use-page-title";
import { useUnsavedChangesGuard } from "../../lib/use-unsaved-changes";
import { copyText } from "../../shared/copy-text";
import { PageHeader } from "../../shared/page-header";
import { fullName } from "../../shared/prospect-name";
import { useViewerScope } from "../../shared/viewer-scope";
import { useSaveScripts, useScripts } from "./api";
import { NO_PROSPECT, PreviewProspectSelect } from "./preview-prospect-select";
import { ScriptCard } from "./script-card";
import { useScriptDrafts } from "./use-script-drafts";

const TITLE = "SDR Scripts";

/** The invite's card names itself; the messages and the follow-ups get a heading each. */
const SECTIONS: { title: string; heading: boolean; templates: ScriptTemplate[] }[] = [
  { title: "Connection invite", heading: false, templates: ["invite"] },
  { title: "Messages", heading: true, templates: ["msg1", "msg2", "msg3", "msg4"] },
  {
    title: "Follow-ups",
    heading: true,
    templates: ["followup1", "followup2", "followup3", "followup4", "followup5"],
  },
];

/** Which save problem to name beside the button, if any. */
function saveHint(readOnly: boolean, overLimit: { label: string }[], dirty: boolean): string {
  if (readOnly) return "View only: your agency writes these scripts.";
  if (overLimit.length > 0) return `Shorten ${overLimit.map((script) => script.label).join(", ")} to save.`;
  return dirty ? "You have unsaved changes." : "All changes saved.";
}

/**
 * Spec "SDR Scripts", kept on the server per campaign: an editor per template with its character
 * count, Copy, and a preview filled in for a chosen prospect. Clients and God Mode read only.
 */
export default function ScriptsPage() {
  usePageTitle(TITLE);
  const { campaignId = "" } = useParams();
  const { readOnly, companyName } = useViewerScope();
  const scripts = useScripts(campaignId);
  const save = useSaveScripts(campaignId);
  const drafts = useScriptDrafts(scripts.data, campaignId);
  const [prospect, setProspect] = useState<Prospect | null>(null);
  useUnsavedChangesGuard(drafts.dirty && !readOnly);

  const values = prospect
    ? { FirstName: prospect.firstName, LastName: prospect.lastName, Company: prospect.company }
    : null;
  const prospectName = prospect ? fullName(prospect) : null;

  function onSave() {
    const sent = drafts.changes;
    save.mutate(sent, {
      onSuccess: () => {
        drafts.settle(sent);
        const count = Object.keys(sent).length;
        toast({
          title: "Scripts saved",
          description: `${count} ${count === 1 ? "template" : "templates"} updated.`,
        });
      },
      onError: (error) =>
        toastFailure("Save failed", error, "The scripts could not be saved. Please try again."),
    });
  }

  const description = `${companyName ? `${companyName}: the` : "The"} LinkedIn invite, messages and follow-ups. {{FirstName}}, {{LastName}} and {{Company}} are filled in from the prospect.`;

  return (
    <>
      <PageHeader title={TITLE} description={description} />
      <QueryStateCard
        query={scripts}
        loadingText="Loading scripts..."
        errorTitle="The scripts could not be loaded"
        fallback="Something went wrong while loading the scripts."
      />
      {scripts.isSuccess && (
        <>
          {/* Stays in view while scrolling the ten templates: the preview prospect and Save. */}
          <div className="sticky top-14 z-20 -mx-4 mb-6 flex flex-col gap-3 border-y border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-end sm:justify-between sm:rounded-xl sm:border sm:shadow-sm lg:top-2">
            <PreviewProspectSelect
              campaignId={campaignId}
              value={prospect?.id ?? NO_PROSPECT}
              onChange={setProspect}
            />
            <div className="flex items-center justify-between gap-3 sm:min-h-10 sm:justify-end">
              <p
                className={`text-sm ${drafts.overLimit.length > 0 && !readOnly ? "text-red-600" : "text-slate-500"}`}
                aria-live="polite"
              >
                {readOnly && <Eye className="mr-1 inline size-4 align-[-3px]" aria-hidden />}
                {saveHint(readOnly, drafts.overLimit, drafts.dirty)}
              </p>
              {!readOnly && (
                <SaveButton
                  dirty={drafts.dirty}
                  saving={save.isPending}
                  blocked={drafts.overLimit.length > 0}
                  onSave={onSave}
                />
              )}
            </div>
          </div>

          <div className="grid gap-8">
            {SECTIONS.map((section) => (
              <section key={section.title} aria-label={section.title} className="grid gap-4">
                {section.heading && (
                  <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
                    {section.title}
                  </h2>
                )}
                {section.templates.map((template) => {
                  const script = scripts.data.find((row) => row.template === template);
                  if (!script) return null;
                  const body = drafts.bodyOf(template);
                  const filled = values ? fillPlaceholders(body, values) : null;
                  return (
                    <ScriptCard
                      key={template}
                      script={script}
                      body={body}
                      filled={filled}
                      prospectName={prospectName}
                      edited={template in drafts.changes}
                      readOnly={readOnly}
                      onChange={(next) => drafts.edit(template, next)}
                      onCopy={() =>
                        void copyText(
                          filled ?? body,
                          prospectName ? `${script.label} for ${prospectName}` : script.label,
                        )
                      }
                    />
                  );
                })}
              </section>
            ))}
          </div>
        </>
      )}
    </>
  );
}
