import { describe, expect, it } from "vitest";
import { HttpError } from "../../core/http/errors.js";
import { assertStrongPassword, passwordRefusal, personalInputs } from "./password-strength.js";

const STRONG = "violet-harbor-cactus-91";

describe("passwordRefusal", () => {
  it("accepts an uncommon passphrase", () => {
    expect(passwordRefusal(STRONG, [])).toBeNull();
  });

  it("refuses fewer than 12 characters, whatever they are", () => {
    expect(passwordRefusal("x7#Qv!p2Lm9", [])).toBe("Password must be at least 12 characters");
  });

  it.each([
    ["a common password", "password1234", "This is similar to a commonly used password."],
    ["a keyboard row", "qwertyuiop[]", "Straight rows of keys on your keyboard are easy to guess."],
    ["a repeated character", "aaaaaaaaaaaa", 'Repeated characters like "aaa" are easy to guess.'],
  ])("refuses %s and says why", (_label, password, warning) => {
    const refusal = passwordRefusal(password, []);
    expect(refusal).toMatch(/^This password is too easy to guess: /);
    expect(refusal).toContain(warning);
  });

  it("refuses a password made of the person's email, name or company name, and only for them", () => {
    const person = personalInputs({
      email: "jane.doe@example.test",
      name: "Jane Doe",
      companyName: "Zephyr Kites",
    });
    for (const password of ["jane.doe2024", "ZephyrKites2024", "jane.doe@example.test"]) {
      expect(passwordRefusal(password, person)).toContain(
        "There should not be any personal or page related data.",
      );
    }
    expect(passwordRefusal("ZephyrKites2024", [])).toBeNull();
  });

  it("analyses only the first 100 characters", () => {
    expect(passwordRefusal(`${"a".repeat(60)}${STRONG}`, [])).toBeNull();
    expect(passwordRefusal(`${"a".repeat(100)}${STRONG}`, [])).toMatch(/^This password is too easy to guess/);
  });

  it("still sees through l33t spellings of common passwords", () => {
    expect(passwordRefusal("p4$$w0rd1234", [])).toMatch(/^This password is too easy to guess/);
  });
});

describe("assertStrongPassword", () => {
  it("throws a 400 whose message names the field and the reason", () => {
    const refused = (() => {
      try {
        assertStrongPassword("password1234", "newPassword", []);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 400,
      message:
        "newPassword: This password is too easy to guess: This is similar to a commonly used password. Add more words that are less common.",
    });
  });

  it("lets a strong password through", () => {
    expect(() => assertStrongPassword(STRONG, "password", ["jane.doe@example.test"])).not.toThrow();
  });
});

describe("personalInputs", () => {
  it("keeps the email, name and company name that are set", () => {
    expect(personalInputs({ email: "a@b.test", name: null, companyName: "Acme" })).toEqual([
      "a@b.test",
      "Acme",
    ]);
  });
});
