import type { Ref } from "react";
import { CheckIcon } from "../ui/icons";
import { AlertIcon } from "./auth-icons";

// An error is announced as it appears (role alert); a confirmation politely (role status).
export function FormAlert({
  message,
  title,
  tone = "error",
  ref,
}: {
  message: string | null;
  // What failed, above the message's why.
  title?: string;
  tone?: "error" | "success";
  ref?: Ref<HTMLDivElement>;
}) {
  if (message === null) return null;
  const error = tone === "error";
  return (
    <div
      ref={ref}
      role={error ? "alert" : "status"}
      tabIndex={-1}
      className={`flex items-start gap-2 rounded-lg border p-3 text-left text-sm focus:outline-none ${
        error ? "border-red-200 bg-red-50 text-red-800" : "border-brand-100 bg-brand-50 text-brand-800"
      }`}
    >
      {error ? <AlertIcon className="mt-px size-4 shrink-0" /> : <CheckIcon className="mt-px size-4 shrink-0" />}
      <div>
        {title !== undefined && <p className="font-semibold">{title}</p>}
        <p>{message}</p>
      </div>
    </div>
  );
}
