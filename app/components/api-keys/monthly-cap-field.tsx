import { useId } from "react";
import { apiRefusals, apiKeyDialogs as text } from "../../../domain/messages/developers";
import { formatCount } from "../../formats";
import { inputClass } from "../ui/button-styles";

// The cap as typed: empty is none of the key's own, else a whole number of calls from 1 to the
// account's monthly allowance. The worker refuses the same, in the same words; checking here says
// so before a call.
export function capOf(typed: string, allowance: number): { cap: number | null } | { refusal: string } {
  const digits = typed.trim();
  if (digits === "") return { cap: null };
  const cap = Number(digits);
  if (!/^\d+$/.test(digits) || cap < 1) return { refusal: apiRefusals.capWhole };
  return cap > allowance ? { refusal: apiRefusals.capAbove(allowance) } : { cap };
}

// Whether a refusal, the form's own or the server's, is about the cap.
export const isCapRefusal = (refusal: string | null, allowance: number) =>
  refusal === apiRefusals.capWhole || refusal === apiRefusals.capAbove(allowance);

export function MonthlyCapField({
  value,
  allowance,
  refusal,
  refusalId,
  onChange,
}: {
  value: string;
  allowance: number;
  refusal: string | null;
  refusalId: string;
  onChange: (value: string) => void;
}) {
  const fieldId = useId();
  const hintId = useId();
  const invalid = isCapRefusal(refusal, allowance);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {text.capLabel}
      </label>
      <input
        id={fieldId}
        type="number"
        inputMode="numeric"
        min={1}
        max={allowance}
        step={1}
        autoComplete="off"
        value={value}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${hintId} ${refusalId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} max-w-48`}
      />
      <p id={hintId} className="text-xs text-slate-600">
        {text.capHint(formatCount(allowance))}
      </p>
    </div>
  );
}
