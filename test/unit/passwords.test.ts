import { describe, expect, it } from "vitest";
import { password, passwordChecklist } from "../../domain/messages/accounts.ts";
import { PASSWORD_RULES, passwordError, passwordRuleResults } from "../../domain/passwords.ts";
import { ZPassword } from "../../domain/schemas.ts";

describe("passwordError", () => {
  it("accepts 8 characters with every kind", () => {
    expect(passwordError("Abcdef1!")).toBeNull();
  });

  it.each(["", "Ab1!xyz"])("refuses %j as too short", (value) => {
    expect(passwordError(value)).toBe(password.tooShort);
  });

  it("accepts 128 characters and refuses 129 as too long", () => {
    expect(passwordError(`Ab1!${"x".repeat(124)}`)).toBeNull();
    expect(passwordError(`Ab1!${"x".repeat(125)}`)).toBe(password.tooLong);
  });

  it("reports the length before the mix", () => {
    expect(passwordError("abc")).toBe(password.tooShort);
  });

  it.each([
    ["a lowercase letter", "ABCDEF1!"],
    ["an uppercase letter", "abcdef1!"],
    ["a digit", "Abcdefg!"],
    ["a special character", "Abcdefg1"],
  ])("refuses a password without %s as too weak", (_missing, value) => {
    expect(passwordError(value)).toBe(password.tooWeak);
  });

  it("counts a space as a special character", () => {
    expect(passwordError("Abcdef1 x")).toBeNull();
  });

  it("counts letters of any script", () => {
    expect(passwordError("Ééééé1!x")).toBeNull();
  });
});

describe("ZPassword", () => {
  it("accepts a strong password", () => {
    expect(ZPassword.parse("Abcdef1!")).toBe("Abcdef1!");
  });

  it("fails with the rule's message", () => {
    expect(ZPassword.safeParse("short").error?.issues[0]?.message).toBe(password.tooShort);
    expect(ZPassword.safeParse("abcdefgh").error?.issues[0]?.message).toBe(password.tooWeak);
  });
});

describe("PASSWORD_RULES", () => {
  it("lists the sign-up checklist", () => {
    expect(PASSWORD_RULES).toEqual(passwordChecklist);
    expect(PASSWORD_RULES).toHaveLength(5);
  });
});

describe("passwordRuleResults", () => {
  it("marks each checklist rule met or unmet in the checklist's order", () => {
    expect(passwordRuleResults("abc")).toEqual([
      { rule: passwordChecklist[0], met: false },
      { rule: passwordChecklist[1], met: false },
      { rule: passwordChecklist[2], met: true },
      { rule: passwordChecklist[3], met: false },
      { rule: passwordChecklist[4], met: false },
    ]);
  });

  it("marks every rule met for a password the rule accepts", () => {
    expect(passwordRuleResults("Abcdef1!").every((result) => result.met)).toBe(true);
  });

  it("counts a space as a special character and length in characters", () => {
    expect(passwordRuleResults("Abcdef1 ").map((result) => result.met)).toEqual([true, true, true, true, true]);
    expect(passwordRuleResults("Ab1!").at(0)?.met).toBe(false);
  });
});
