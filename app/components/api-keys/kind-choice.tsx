import { useId } from "react";
import { API_KEY_KINDS, type TApiKeyKind } from "../../../domain/api-keys";
import { apiKeyDialogs as text } from "../../../domain/messages/developers";

const words = {
  server: { label: text.serverKind, hint: text.serverKindHint },
  browser: { label: text.browserKind, hint: text.browserKindHint },
} as const;

// Which kind of key, each option with what it is for, since the choice decides where the key may
// be used and cannot be changed later.
export function KindChoice({ kind, onChange }: { kind: TApiKeyKind; onChange: (kind: TApiKeyKind) => void }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{text.kindLabel}</legend>
      {API_KEY_KINDS.map((option) => (
        <label
          key={option}
          className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            name={id}
            value={option}
            checked={kind === option}
            aria-labelledby={`${id}-${option}`}
            aria-describedby={`${id}-${option}-hint`}
            onChange={() => onChange(option)}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <span className="flex flex-col gap-0.5">
            <span id={`${id}-${option}`} className="text-sm font-semibold text-slate-900">
              {words[option].label}
            </span>
            <span id={`${id}-${option}-hint`} className="text-xs text-slate-600">
              {words[option].hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
