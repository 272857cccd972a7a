import { type FormEvent, useId, useState } from "react";
import { cookieBanner, cookieSettings } from "../../domain/messages/consent";
import { chooseConsent } from "../components/consent/choose";
import { PageShell } from "../components/layout/page-shell";
import { buttonClass } from "../components/ui/button-styles";
import { Link } from "../components/ui/link";
import { useConsent } from "../consent";

const cardClass = "flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5";

// /cookie-settings: the categories, the current choice, and Save,
// which writes the choice at once (analytics starts, or stops and its cookie goes).
export default function CookieSettingsPage() {
  const choice = useConsent();
  const [analytics, setAnalytics] = useState(choice === "accepted");
  const [saved, setSaved] = useState(false);
  const switchId = useId();
  const save = (event: FormEvent) => {
    event.preventDefault();
    chooseConsent(analytics ? "accepted" : "denied");
    setSaved(true);
  };
  return (
    <PageShell title={cookieSettings.title}>
      <form onSubmit={save} className="mt-6 flex flex-col gap-4 text-slate-700">
        <p>{cookieSettings.intro}</p>
        <p className="font-medium text-slate-900">{cookieSettings.current(choice)}</p>
        <section aria-labelledby={`${switchId}-necessary`} className={cardClass}>
          <div className="flex items-center justify-between gap-4">
            <h2 id={`${switchId}-necessary`} className="text-lg font-semibold text-slate-900">
              {cookieSettings.necessaryTitle}
            </h2>
            <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
              {cookieSettings.alwaysOn}
            </span>
          </div>
          <p className="text-sm">{cookieSettings.necessaryBody}</p>
        </section>
        <section aria-labelledby={`${switchId}-analytics`} className={cardClass}>
          <h2 id={`${switchId}-analytics`} className="text-lg font-semibold text-slate-900">
            {cookieSettings.analyticsTitle}
          </h2>
          <p className="text-sm">{cookieSettings.analyticsBody}</p>
          <label htmlFor={switchId} className="flex items-center gap-3 font-medium text-slate-900">
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              aria-checked={analytics}
              checked={analytics}
              onChange={(event) => {
                setAnalytics(event.target.checked);
                setSaved(false);
              }}
              className="size-5 accent-brand-700"
            />
            {cookieSettings.analyticsLabel}
          </label>
        </section>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClass("primary")}>
            {cookieSettings.save}
          </button>
          <Link to="/cookies" className="font-medium text-brand-700 underline hover:text-brand-800">
            {cookieBanner.policyLink}
          </Link>
        </div>
        <p role="status" className="min-h-6 font-medium text-green-800">
          {saved ? cookieSettings.saved : ""}
        </p>
      </form>
    </PageShell>
  );
}
