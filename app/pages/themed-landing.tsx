import { themedPages } from "../../domain/messages/public-site";
import { buttonClass } from "../components/ui/button-styles";
import { Link } from "../components/ui/link";

type TTheme = "renters" | "carReg" | "wedding" | "business";

export default function ThemedLandingPage({ theme }: { theme: TTheme }) {
  const { headline, body } = themedPages[theme];
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight desktop:text-4xl">{headline}</h1>
      <p className="text-lg leading-relaxed text-slate-700">{body}</p>
      <p className="w-full rounded-xl bg-brand-700 px-5 py-4 text-center text-lg font-semibold text-white">
        {themedPages.freeBanner}
      </p>
      <Link to="/landing" className={buttonClass("primary")}>
        {themedPages.checkAvailability}
      </Link>
    </div>
  );
}
