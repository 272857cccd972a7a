import { Spinner } from "../ui/spinner";

// What an account card shows while it checks a link's token with the server.
export function CardSpinner({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-slate-600">
      <span className="text-brand-700">
        <Spinner decorative className="size-8" />
      </span>
      <p role="status">{label}</p>
    </div>
  );
}
