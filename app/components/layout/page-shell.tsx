import type { ReactNode } from "react";

export function PageShell({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </div>
  );
}
