import { landingPage } from "../../domain/messages/landing";
import { CreatePanel } from "../components/create/create-panel";
import { HowItWorks } from "../components/landing/how-it-works";
import { Occasions } from "../components/landing/occasions";
import { SearchPanel } from "../components/search/search-panel";

export default function LandingPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 desktop:py-12">
      <h1 className="text-3xl font-bold tracking-tight desktop:text-4xl">{landingPage.headline}</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-600">{landingPage.tagline}</p>
      <div className="mt-8 grid gap-6 desktop:grid-cols-2">
        <SearchPanel />
        <CreatePanel />
      </div>
      <HowItWorks />
      <Occasions />
    </div>
  );
}
