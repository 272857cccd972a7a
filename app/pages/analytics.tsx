import { eventCharts } from "../../domain/messages/consent";
import { analyticsPage, searchCharts } from "../../domain/messages/dashboard";
import { admin } from "../../domain/messages/staff";
import { pinsPerDayQuery, searchesPerDayQuery } from "../api/admin-analytics";
import { smallButtonClass } from "../components/manage/small-button";
import { AdminOnly } from "../components/staff/admin-only";
import { DayCounts, pinsPerDayWords, searchesPerDayWords } from "../components/staff/analytics/day-counts";
import { PageViews } from "../components/staff/analytics/page-views";
import { Subscriptions } from "../components/staff/analytics/subscriptions";
import { TopPins } from "../components/staff/analytics/top-pins";
import { buttonClass } from "../components/ui/button-styles";
import { Link } from "../components/ui/link";

// /dashboard/analytics: a menu of its sections, the live subscriptions
// with tier filters and paging, the top 10 searched MyPins, the pins created per day, and the
// searches per day, and the consented page views and events (docs/decisions/026 and 036).
const SECTIONS = [
  { id: "subscriptions", label: analyticsPage.subscriptions },
  { id: "top-pins", label: analyticsPage.topPins },
  { id: "pins-per-day", label: analyticsPage.pinsPerDay },
  { id: "searches-per-day", label: searchCharts.section },
  { id: "page-views", label: eventCharts.section },
] as const;

export default function AnalyticsPage() {
  return (
    <AdminOnly>
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 desktop:py-10">
        <header className="flex flex-col items-start gap-3">
          <Link to="/dashboard" className={buttonClass("secondary")}>
            {analyticsPage.back}
          </Link>
          <h1 className="text-2xl font-bold tracking-tight desktop:text-3xl">{admin.analyticsTitle}</h1>
          <nav aria-label={analyticsPage.sections}>
            <ul className="flex flex-wrap gap-2">
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={smallButtonClass}>
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <Subscriptions />
        <TopPins />
        <DayCounts id="pins-per-day" title={analyticsPage.pinsPerDay} query={pinsPerDayQuery} words={pinsPerDayWords} />
        <DayCounts
          id="searches-per-day"
          title={searchCharts.section}
          query={searchesPerDayQuery}
          words={searchesPerDayWords}
        />
        <PageViews />
      </div>
    </AdminOnly>
  );
}
