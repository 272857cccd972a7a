import { themedPages } from "../../domain/messages/marketing-pages";
import { CarVideo } from "../components/marketing/car-video";
import {
  BenefitList,
  CheckAvailabilityLink,
  FreeTrialBanner,
  PainCards,
} from "../components/marketing/themed-sections";

type TTheme = "renters" | "carReg" | "wedding" | "business";

// The themed marketing pages: one layout, each audience's own words.
export default function ThemedLandingPage({ theme }: { theme: TTheme }) {
  const { headline, intro, pains, benefits } = themedPages[theme];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 desktop:py-14">
      <div className={theme === "carReg" ? "grid gap-8 desktop:grid-cols-2 desktop:items-center" : ""}>
        <div className="flex max-w-3xl flex-col items-start gap-5">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 desktop:text-5xl">{headline}</h1>
          <p className="text-lg leading-relaxed text-slate-700">{intro}</p>
          <CheckAvailabilityLink />
        </div>
        {theme === "carReg" && <CarVideo label={themedPages.carVideoLabel} />}
      </div>
      <PainCards pains={pains} />
      <BenefitList benefits={benefits} />
      <FreeTrialBanner />
    </div>
  );
}
