import { layout } from "../../../domain/messages/site";

// Inside a button the spinner is decoration: the button keeps its own name and says aria-busy.
export function Spinner({ decorative = false, className = "size-5" }: { decorative?: boolean; className?: string }) {
  const circle = (
    <svg className={`${className} animate-spin text-current`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return circle;
  return (
    <span role="status" aria-label={layout.loading} className="inline-flex">
      {circle}
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="flex justify-center py-16 text-brand-700">
      <Spinner className="size-10" />
    </div>
  );
}
