import { landingPage } from "../../../domain/messages/landing";

export function Occasions() {
  return (
    <section aria-labelledby="occasions" className="mt-12">
      <h2 id="occasions" className="text-2xl font-bold tracking-tight">
        {landingPage.occasionsTitle}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {landingPage.occasions.map((occasion) => (
          <li key={occasion} className="rounded-full border border-slate-200 bg-white px-4 py-2 text-slate-700">
            {occasion}
          </li>
        ))}
      </ul>
    </section>
  );
}
