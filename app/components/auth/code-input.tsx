import { type ClipboardEvent, type KeyboardEvent, type Ref, useCallback, useImperativeHandle, useRef } from "react";
import { CODE_LENGTH } from "../../../domain/accounts";
import { auth } from "../../../domain/messages/accounts";

export type TCodeInputHandle = { focus: (slot?: number) => void };

// Six one-digit slots (digits only, whitespace removed). Typing moves
// on, Backspace on an empty slot goes back, and a paste or an autofilled code spreads over the slots.
export function CodeInput({
  digits,
  onChange,
  disabled,
  readOnly = false,
  invalid,
  labelledBy,
  describedBy,
  ref,
}: {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  disabled: boolean;
  readOnly?: boolean;
  invalid: boolean;
  labelledBy: string;
  describedBy?: string;
  ref?: Ref<TCodeInputHandle>;
}) {
  const slots = useRef<(HTMLInputElement | null)[]>([]);
  const focusSlot = useCallback((slot: number) => {
    const input = slots.current[Math.max(0, Math.min(CODE_LENGTH - 1, slot))];
    input?.focus();
    input?.select();
  }, []);
  useImperativeHandle(ref, () => ({ focus: (slot = 0) => focusSlot(slot) }), [focusSlot]);

  // Writes `typed` from `slot` onwards and puts the caret after the last digit written.
  const fill = (slot: number, typed: string) => {
    if (readOnly) return;
    const next = Array.from({ length: CODE_LENGTH }, (_, index) => digits[index] ?? "");
    const written = typed.slice(0, CODE_LENGTH - slot).split("");
    written.forEach((digit, offset) => {
      next[slot + offset] = digit;
    });
    onChange(next);
    focusSlot(slot + written.length);
  };

  const onInput = (slot: number, value: string) => {
    const typed = value.replace(/\D/g, "");
    if (typed === "") {
      if (value === "") onChange(digits.map((digit, index) => (index === slot ? "" : digit)));
      return;
    }
    // A slot already holding a digit receives the new one next to it; keep only what was added.
    const previous = digits[slot] ?? "";
    const added = previous !== "" && typed.length === 2 ? typed.replace(previous, "") || previous : typed;
    fill(slot, added);
  };

  const onKeyDown = (slot: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !readOnly && (digits[slot] ?? "") === "" && slot > 0) {
      event.preventDefault();
      onChange(digits.map((digit, index) => (index === slot - 1 ? "" : digit)));
      focusSlot(slot - 1);
    } else if (event.key === "ArrowLeft" && slot > 0) {
      event.preventDefault();
      focusSlot(slot - 1);
    } else if (event.key === "ArrowRight" && slot < CODE_LENGTH - 1) {
      event.preventDefault();
      focusSlot(slot + 1);
    }
  };

  const onPaste = (slot: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData("text").replace(/\s/g, "");
    const typed = pasted.replace(/\D/g, "");
    if (typed === "") return;
    // A whole code replaces whatever was there; a few digits continue from the focused slot.
    fill(typed.length >= CODE_LENGTH ? 0 : slot, typed);
  };

  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy} className="flex min-w-0 justify-center gap-2">
      {Array.from({ length: CODE_LENGTH }, (_, slot) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the six slots are fixed positions, never reordered
          key={slot}
          ref={(element) => {
            slots.current[slot] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={slot === 0 ? "one-time-code" : "off"}
          aria-label={auth.digitLabel(slot + 1)}
          aria-invalid={invalid || undefined}
          value={digits[slot] ?? ""}
          disabled={disabled}
          readOnly={readOnly}
          onChange={(event) => onInput(slot, event.target.value)}
          onKeyDown={(event) => onKeyDown(slot, event)}
          onPaste={(event) => onPaste(slot, event)}
          onFocus={(event) => event.target.select()}
          className="h-12 w-full min-w-0 max-w-12 rounded-lg border border-slate-300 bg-white text-center text-xl font-semibold tabular-nums text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400 aria-[invalid=true]:border-red-400"
        />
      ))}
    </fieldset>
  );
}
