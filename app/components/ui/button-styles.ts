// Links styled as buttons and real buttons share these, so a link-button looks like its action.
const base =
  "inline-flex items-center justify-center gap-2 rounded-lg text-center px-4 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
  ghost: "text-slate-700 hover:bg-slate-100",
  // An action that cannot be undone.
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;

export function buttonClass(variant: keyof typeof variants = "primary"): string {
  return `${base} ${variants[variant]}`;
}

export const inputClass =
  "w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30";
