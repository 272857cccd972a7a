import { manage, managePage } from "../../../domain/messages/manage";
import { buttonClass } from "./button-styles";
import { Spinner } from "./spinner";

// The manage screens' list while it first loads, for the owner's view and the staff's alike.
export function ListLoading({ label = manage.loading }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-16 text-slate-700">
      <Spinner decorative className="size-10 text-brand-700" />
      <p className="font-medium">{label}</p>
    </div>
  );
}

// Data that could not be loaded, with nothing older to show: said where it would be, with a retry,
// since a toast that also says it goes away.
export function LoadFailed({
  message = manage.loadFailed,
  retry = managePage.retry,
  onRetry,
}: {
  message?: string;
  retry?: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">{message}</p>
      <button type="button" onClick={onRetry} className={`${buttonClass("secondary")} mt-4`}>
        {retry}
      </button>
    </div>
  );
}
