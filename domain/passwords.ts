import { MAX_PASSWORD_LENGTH } from "./accounts.ts";
import { password, passwordChecklist } from "./messages/accounts.ts";

const MIN_LENGTH = 8;

// Letters and digits of any script count; a special character is anything that is neither,
// space included, as OWASP's list of password special characters does.
const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{N}]/u;

// One test per line of the sign-up checklist, in its order; the length rule comes first.
const RULE_TESTS: readonly ((value: string) => boolean)[] = [
  (value) => value.length >= MIN_LENGTH,
  (value) => UPPERCASE.test(value),
  (value) => LOWERCASE.test(value),
  (value) => DIGIT.test(value),
  (value) => SPECIAL.test(value),
];

export const PASSWORD_RULES: readonly string[] = passwordChecklist;

// Lets a form mark each rule as met while the user types.
export function passwordRuleResults(value: string): readonly { rule: string; met: boolean }[] {
  return PASSWORD_RULES.map((rule, index) => ({ rule, met: RULE_TESTS[index]?.(value) ?? false }));
}

// Length is reported before the mix of characters.
export function passwordError(value: string): string | null {
  if (value.length > MAX_PASSWORD_LENGTH) return password.tooLong;
  const [length, ...mix] = passwordRuleResults(value);
  if (!length?.met) return password.tooShort;
  return mix.every((result) => result.met) ? null : password.tooWeak;
}
