import { useCallback, useMemo } from "react";
import {
  countCharacters,
  type Script,
  type ScriptsUpdate,
  type ScriptTemplate,
} from "../../../shared/contracts/scripts";
import { useDraftState } from "../../lib/form-draft";

export interface ScriptDrafts {
  /** The text each template shows: the edit, else the saved text. */
  bodyOf: (template: ScriptTemplate) => string;
  edit: (template: ScriptTemplate, body: string) => void;
  /** The edited templates, to send. */
  changes: ScriptsUpdate;
  dirty: boolean;
  /** Templates whose text is over their limit. */
  overLimit: Script[];
  /** After a save: forgets the edits that were saved, keeping any typed since. */
  settle: (sent: ScriptsUpdate) => void;
}

/**
 * The edits over the saved scripts. An edit that returns to the saved text is dropped, so "dirty"
 * means a real difference. A failed save keeps every edit, and so does this tab until they are saved
 * (signing in again after the session ended finds them).
 */
export function useScriptDrafts(scripts: Script[] | undefined, campaignId: string): ScriptDrafts {
  const [drafts, setDrafts] = useDraftState<Partial<Record<ScriptTemplate, string>>>(
    campaignId ? `scripts:${campaignId}` : null,
    {},
  );
  const saved = useMemo(
    () => new Map((scripts ?? []).map((script) => [script.template, script.body])),
    [scripts],
  );

  const bodyOf = useCallback(
    (template: ScriptTemplate) => drafts[template] ?? saved.get(template) ?? "",
    [drafts, saved],
  );

  const edit = useCallback(
    (template: ScriptTemplate, body: string) =>
      setDrafts((current) => {
        const next = { ...current };
        if (body === saved.get(template)) delete next[template];
        else next[template] = body;
        return next;
      }),
    [saved, setDrafts],
  );

  const settle = useCallback(
    (sent: ScriptsUpdate) =>
      setDrafts((current) => {
        const next = { ...current };
        for (const [template, body] of Object.entries(sent) as [ScriptTemplate, string][]) {
          if (next[template] === body) delete next[template];
        }
        return next;
      }),
    [setDrafts],
  );

  // An edit equal to the saved text (the server may have caught up with it) is not a change.
  const changes = useMemo(() => {
    const result: Partial<Record<ScriptTemplate, string>> = {};
    for (const [template, body] of Object.entries(drafts) as [ScriptTemplate, string][]) {
      if (body !== saved.get(template)) result[template] = body;
    }
    return result;
  }, [drafts, saved]);

  const overLimit = useMemo(
    () => (scripts ?? []).filter((script) => countCharacters(bodyOf(script.template)) > script.limit),
    [scripts, bodyOf],
  );

  return { bodyOf, edit, changes, dirty: Object.keys(changes).length > 0, overLimit, settle };
}
