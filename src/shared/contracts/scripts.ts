import { z } from "zod";

/** Spec section 3 "Script templates": one invite note, four messages and five follow-ups per campaign. */
export const SCRIPT_TEMPLATES = [
  "invite",
  "msg1",
  "msg2",
  "msg3",
  "msg4",
  "followup1",
  "followup2",
  "followup3",
  "followup4",
  "followup5",
] as const;
export type ScriptTemplate = (typeof SCRIPT_TEMPLATES)[number];

/** LinkedIn's limits: a connection note holds 300 characters, a message 8,000. */
export const INVITE_NOTE_LIMIT = 300;
export const MESSAGE_LIMIT = 8000;

export const SCRIPT_LABELS: Record<ScriptTemplate, string> = {
  invite: "Connection Invite",
  msg1: "Message 1",
  msg2: "Message 2",
  msg3: "Message 3",
  msg4: "Message 4",
  followup1: "Follow-Up 1",
  followup2: "Follow-Up 2",
  followup3: "Follow-Up 3",
  followup4: "Follow-Up 4",
  followup5: "Follow-Up 5",
};

export const scriptLimit = (template: ScriptTemplate): number =>
  template === "invite" ? INVITE_NOTE_LIMIT : MESSAGE_LIMIT;

/** The placeholders a script may use; the preview and the copy fill them from a prospect. */
export const SCRIPT_PLACEHOLDERS = ["FirstName", "LastName", "Company"] as const;
export type ScriptPlaceholder = (typeof SCRIPT_PLACEHOLDERS)[number];

/**
 * Characters as LinkedIn counts them: an emoji or an accented letter is one, not the two UTF-16 units
 * JavaScript's `length` may give. Used by the server's limit and the editor's counter alike.
 */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** `{{FirstName}}`, `{{LastName}}` and `{{Company}}` (spaces inside the braces allowed) replaced by `values`. */
export function fillPlaceholders(body: string, values: Record<ScriptPlaceholder, string>): string {
  return body.replace(/\{\{\s*(FirstName|LastName|Company)\s*\}\}/g, (_match, name: ScriptPlaceholder) =>
    values[name].trim(),
  );
}

const templateList = SCRIPT_TEMPLATES.join(", ");
const withThousands = (value: number) => value.toLocaleString("en-US");

/** A script's text: any characters but NUL (which PostgreSQL cannot store), line breaks as "\n". */
const scriptBody = (template: ScriptTemplate) =>
  z
    .string({ error: `${SCRIPT_LABELS[template]} (${template}) must be text` })
    .transform((text) => text.replace(/\r\n?/g, "\n").replaceAll("\0", ""))
    .refine((text) => countCharacters(text) <= scriptLimit(template), {
      error: (issue) =>
        `${SCRIPT_LABELS[template]} (${template}) must be at most ${withThousands(scriptLimit(template))} characters${
          template === "invite" ? ", LinkedIn's limit for an invitation note" : ""
        }; it has ${withThousands(countCharacters(String(issue.input)))}`,
    });

// ---- requests ------------------------------------------------------------------------------------

/**
 * PUT /api/campaigns/{id}/scripts: the bodies to save, by template; templates left out keep their text.
 * All are saved in one statement, or none. An empty body is allowed (a team may use fewer messages).
 */
export const scriptsUpdateSchema = z
  .strictObject(
    Object.fromEntries(SCRIPT_TEMPLATES.map((template) => [template, scriptBody(template).optional()])) as {
      [K in ScriptTemplate]: z.ZodOptional<ReturnType<typeof scriptBody>>;
    },
    {
      error: (issue) => {
        const code: string = issue.code;
        if (code === "unrecognized_keys") {
          const keys = (issue as { keys?: string[] }).keys ?? [];
          return `Unknown template ${keys.map((key) => `"${key}"`).join(", ")}: templates are ${templateList}`;
        }
        return code === "invalid_type" ? `Send an object from template to text: ${templateList}` : undefined;
      },
    },
  )
  .refine((update) => Object.values(update).some((body) => body !== undefined), {
    error: `Send at least one template to save: ${templateList}`,
  });
export type ScriptsUpdate = z.input<typeof scriptsUpdateSchema>;

// ---- responses -----------------------------------------------------------------------------------

export const scriptSchema = z.object({
  template: z.enum(SCRIPT_TEMPLATES),
  label: z.string(),
  body: z.string(),
  /** The most characters the body may have. */
  limit: z.number(),
  /** When it was last saved; null while the default text is shown. */
  updatedAt: z.string().nullable(),
  /** Who saved it last (name, else email); null for the default text or a removed user. */
  updatedBy: z.string().nullable(),
});
export type Script = z.infer<typeof scriptSchema>;

/** GET and PUT /api/campaigns/{id}/scripts: all ten templates in SCRIPT_TEMPLATES order. */
export const scriptsSchema = z.array(scriptSchema);
