import { type InputHTMLAttributes, type Ref, useId } from "react";
import { inputClass } from "../ui/button-styles";

type TTextFieldProps = {
  label: string;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "id">;

export function TextField({ label, invalid = false, describedBy, ...input }: TTextFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...input}
      />
    </div>
  );
}
