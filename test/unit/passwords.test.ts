import { describe, it, expect } from "vitest";
import { password, passwordChecklist } from "../../domain/messages.ts";
import { PASSWORD_RULES, passwordError } from "../../domain/passwords.ts";
import { ZPassword } from "../../domain/schemas.ts";

describe("passwordError", () => {
  it("accepts 8 characters with every kind", () => {
    expect(passwordError("Abcdef1!")).toBeNull();
  });

  it.each(["", "Ab1!xyz"])("refuses %j as too short", (value) => {
    expect(passwordError(value)).toBe(password.tooShort);
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
