import { password, passwordChecklist } from "./messages.ts";

const MIN_LENGTH = 8;

// Letters and digits of any script count; a special character is anything that is neither,
// space included, as OWASP's list of password special characters does.
const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{N}]/u;

// Accounts-admin section 5: length is reported before the mix of characters.
export function passwordError(value: string): string | null {
  if (value.length < MIN_LENGTH) return password.tooShort;
  const hasMix = [LOWERCASE, UPPERCASE, DIGIT, SPECIAL].every((rule) => rule.test(value));
  return hasMix ? null : password.tooWeak;
}

export const PASSWORD_RULES: readonly string[] = passwordChecklist;
