// Numbered cards for a short how-to: one per step, side by side on a desktop.
export function StepCards({ steps }: { steps: readonly { title: string; body: string }[] }) {
  return (
    <ol className="mt-6 grid gap-4 desktop:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span
            className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <h3 className="mt-3 text-lg font-semibold">{step.title}</h3>
          <p className="mt-1 text-slate-600">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
