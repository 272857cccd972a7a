import { password } from "../../../domain/messages/accounts";
import { passwordRuleResults } from "../../../domain/passwords";
import { CheckIcon } from "../ui/icons";
import { CircleIcon } from "./auth-icons";

// The password rules (domain/passwords.ts), each marked met or not as the user types.
export function PasswordRules({ id, value }: { id: string; value: string }) {
  return (
    <ul id={id} aria-label={password.requirements} className="grid gap-1 text-sm desktop:grid-cols-2">
      {passwordRuleResults(value).map(({ rule, met }) => (
        <li key={rule} className={`flex items-center gap-1.5 ${met ? "text-brand-700" : "text-slate-500"}`}>
          {met ? <CheckIcon className="size-4 shrink-0" /> : <CircleIcon className="size-4 shrink-0" />}
          <span>
            {rule}
            <span className="sr-only">
              {": "}
              {met ? password.ruleMet : password.ruleUnmet}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
