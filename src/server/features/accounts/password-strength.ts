import { type OptionsType, ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT } from "../../../shared/contracts/common.js";
import { fieldError } from "../../core/http/errors.js";

/** zxcvbn's scale runs 0-4; 3 is "safely unguessable" against an offline attack on a slow hash. */
const MIN_SCORE = 3;
/**
 * zxcvbn's matching grows much faster than the length of its input, and a long password is slow to
 * check but hard to guess anyway: only its beginning is analysed, so a 200-character password cannot
 * hold the server up.
 */
const ANALYSED_CHARACTERS = 100;
/**
 * How many l33t readings ("p4$$" as "pass") are tried per password. zxcvbn's default of 100 lets a
 * password full of 4, $, 0, 7 and @ take seconds of CPU; 20 still finds the usual disguises.
 */
const L33T_READINGS = 20;
const FALLBACK_ADVICE = "Add more words that are less common.";

/** Building the dictionaries takes a few hundred milliseconds: done once, on the first check. */
let checker: ZxcvbnFactory | undefined;
function strengthChecker(): ZxcvbnFactory {
  if (!checker) {
    const options: OptionsType = {
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
      maxLength: ANALYSED_CHARACTERS,
      l33tMaxSubstitutions: L33T_READINGS,
    };
    checker = new ZxcvbnFactory(options);
  }
  return checker;
}

/**
 * Each input whole, an email's two halves, each word and the words run together: "jane.doe", "jane"
 * and "acme" of "jane.doe@acme.com"; "northwindtraders" of "Northwind Traders".
 */
function personalWords(userInputs: readonly string[]): string[] {
  const words = userInputs.flatMap((input) => {
    const parts = input.split(/[\s@._+-]+/);
    return [input, ...input.split("@"), ...parts, parts.join("")];
  });
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= 3))];
}

/**
 * Why a new password is refused, or null when it may be used: shorter than the minimum, or guessable
 * (common, a pattern, or made of the person's own email, name or company name in `userInputs`).
 */
export function passwordRefusal(password: string, userInputs: readonly string[]): string | null {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return NEW_PASSWORD_TOO_SHORT;
  const result = strengthChecker().check(password.slice(0, ANALYSED_CHARACTERS), personalWords(userInputs));
  if (result.score >= MIN_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  const advice = suggestions.length > 0 ? suggestions.join(" ") : FALLBACK_ADVICE;
  return ["This password is too easy to guess:", warning, advice].filter(Boolean).join(" ");
}

/** Refuses a new password with a 400 naming `field` and saying why. Call it before hashing. */
export function assertStrongPassword(password: string, field: string, userInputs: readonly string[]): void {
  const refusal = passwordRefusal(password, userInputs);
  if (refusal) throw fieldError(field, refusal);
}

/** The words a person's password must not be made of. */
export function personalInputs(person: {
  email: string;
  name?: string | null;
  companyName?: string | null;
}): string[] {
  return [person.email, person.name, person.companyName].filter((value): value is string => Boolean(value));
}

/**
 * Builds the dictionaries now rather than on the first password someone sets (a second or more
 * under load): called after the server starts listening, and by test apps.
 */
export function preparePasswordChecker(): void {
  passwordRefusal("prepare-the-password-dictionaries", []);
}
