import { z } from "zod";

const english = z.locales.en();

/**
 * Zod's built-in messages ("Invalid input: expected string") do not say which field; ours (the spec's
 * "SDR name is required") do and stay as written. This prefixes only the built-in ones with their path.
 */
export function installValidationMessages(): void {
  z.config({
    customError: (issue) => {
      if (!issue.path?.length && issue.code === "invalid_type" && issue.expected === "object") {
        return "The request needs a JSON body with the fields to save";
      }
      const base = english.localeError(issue);
      const text = typeof base === "string" ? base : base?.message;
      const path = issue.path?.length ? issue.path.join(".") : undefined;
      return path ? `${path}: ${text}` : text;
    },
  });
}
