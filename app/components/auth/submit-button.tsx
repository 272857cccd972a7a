import type { ReactNode } from "react";
import { buttonClass } from "../ui/button-styles";
import { Spinner } from "../ui/spinner";

// A form's main button: while busy it reads the spec's "...ing" text, spins and refuses presses.
export function SubmitButton({
  busy,
  busyLabel,
  disabled = false,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={busy || disabled} aria-busy={busy} className={`${buttonClass("primary")} w-full`}>
      {busy && <Spinner decorative className="size-4" />}
      {busy ? busyLabel : children}
    </button>
  );
}
