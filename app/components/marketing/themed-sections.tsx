import { themedPages } from "../../../domain/messages/marketing-pages";
import { buttonClass } from "../ui/button-styles";
import { CheckIcon, PinIcon } from "../ui/icons";
import { Link } from "../ui/link";

// The button every marketing page ends on. /landing pre-fills the code FREE3.
export function CheckAvailabilityLink({ variant = "primary" }: { variant?: "primary" | "onBrand" }) {
  const className =
    variant === "primary"
      ? `${buttonClass("primary")} px-6 py-3 text-base`
      : "inline-flex items-center justify-center rounded-lg bg-white px-6 py-3 text-center text-base font-semibold text-brand-800 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
  return (
    <Link to="/landing" className={className}>
      {themedPages.checkAvailability}
    </Link>
  );
}

export function PainCards({ pains }: { pains: readonly { problem: string; fix: string }[] }) {
  return (
    <section aria-labelledby="pains" className="mt-14">
      <h2 id="pains" className="text-2xl font-bold tracking-tight">
        {themedPages.painsHeading}
      </h2>
      <ul className={`mt-6 grid gap-4 ${pains.length === 3 ? "desktop:grid-cols-3" : "desktop:grid-cols-2"}`}>
        {pains.map(({ problem, fix }) => (
          <li key={problem} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">{problem}</h3>
            <p className="flex gap-3 text-slate-700">
              <PinIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>{fix}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BenefitList({ benefits }: { benefits: readonly string[] }) {
  return (
    <section aria-labelledby="benefits" className="mt-14">
      <h2 id="benefits" className="text-2xl font-bold tracking-tight">
        {themedPages.benefitsHeading}
      </h2>
      <ul className="mt-6 grid gap-3 desktop:grid-cols-2">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3 text-lg text-slate-800">
            <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <CheckIcon className="size-4" />
            </span>
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FreeTrialBanner() {
  return (
    <section
      aria-labelledby="free-trial"
      className="mt-14 flex flex-col items-start gap-4 rounded-2xl bg-brand-700 p-6 text-white desktop:flex-row desktop:items-center desktop:justify-between desktop:p-8"
    >
      <div>
        <h2 id="free-trial" className="text-2xl font-bold tracking-tight">
          {themedPages.freeBanner}
        </h2>
        <p className="mt-2 max-w-xl text-brand-50">{themedPages.freeBannerDetail}</p>
      </div>
      <CheckAvailabilityLink variant="onBrand" />
    </section>
  );
}
