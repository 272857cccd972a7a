import { type ReactNode, type Ref, useId, useState } from "react";
import { MAX_PASSWORD_LENGTH } from "../../../domain/accounts";
import { auth } from "../../../domain/messages/accounts";
import { inputClass } from "../ui/button-styles";
import { IconTooltip } from "../ui/icon-tooltip";
import { EyeIcon, EyeOffIcon } from "./auth-icons";

// A password input whose toggle shows the typed text; the toggle's name says what pressing it does.
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  invalid = false,
  describedBy,
  disabled,
  children,
  ref,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={visible ? "text" : "password"}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          maxLength={MAX_PASSWORD_LENGTH}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${inputClass} pr-12`}
        />
        <IconTooltip label={visible ? auth.hidePassword : auth.showPassword}>
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? auth.hidePassword : auth.showPassword}
            aria-controls={id}
            disabled={disabled}
            className="absolute right-1.5 top-1/2 -translate-y-1/2 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </IconTooltip>
      </div>
      {children}
    </div>
  );
}
