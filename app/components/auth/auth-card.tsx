import type { ReactNode } from "react";

// The narrow card every account screen sits in, from a 375 px phone up.
export function AuthCard({ title, children, above }: { title: string; children: ReactNode; above?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-6 desktop:py-12">
      {above}
      <div className="mt-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desktop:p-8">
        <h1 className="mb-6 text-center text-2xl font-bold tracking-tight">{title}</h1>
        {children}
      </div>
    </div>
  );
}
