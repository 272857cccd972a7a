export function navLinkClass({ isActive }: { isActive: boolean }): string {
  const state = isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100";
  return `flex items-center gap-1 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${state} focus-visible:outline-2 focus-visible:outline-brand-600`;
}
