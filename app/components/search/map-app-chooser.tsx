import { describeRoute } from "../../../domain/driving-route";
import { directionsLink, isAllowedMapLink, type TMapApp, type TPoint } from "../../../domain/links";
import { directions, resultPage, startPoint } from "../../../domain/messages/directions";
import { useIsMobile } from "../../hooks/use-is-mobile";
import type { TDirectionsStart } from "../../hooks/use-start-point";
import { DialogFrame } from "../ui/dialog-frame";
import { toast } from "../ui/toast";

const APPS: readonly { app: TMapApp; name: string }[] = [
  { app: "apple", name: directions.appleMaps },
  { app: "google", name: directions.googleMaps },
];

// A map link may only point at the two map apps' hosts, so a link that cannot
// be built (a point out of range) or does not pass that check is never rendered.
function mapLink(app: TMapApp, destination: TPoint, start: TPoint): string | null {
  let href: string;
  try {
    href = directionsLink(app, destination, start);
  } catch {
    return null;
  }
  return isAllowedMapLink(href) ? href : null;
}

export function MapAppChooser({ destination, found }: { destination: TPoint; found: TDirectionsStart }) {
  const isMobile = useIsMobile();
  return (
    <DialogFrame title={resultPage.chooseApp} description={resultPage.chooseAppDetail}>
      <div className="mb-4 rounded-lg bg-slate-50 p-3 text-sm">
        <p className="break-words text-slate-600">
          {found.label === null ? startPoint.fromCurrentLocation : startPoint.fromAddress(found.label)}
        </p>
        {found.route && <p className="mt-1 font-semibold text-slate-900">{describeRoute(found.route)}</p>}
      </div>
      <ul className="space-y-3">
        {APPS.map(({ app, name }) => {
          const href = mapLink(app, destination, found.start);
          return (
            <li key={app}>
              {href === null ? (
                <p className="rounded-lg border border-slate-200 p-4 text-slate-500">
                  {directions.appUnavailable(name)}
                </p>
              ) : (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => toast.success(directions.opening(name))}
                  className="block rounded-lg border border-slate-200 p-4 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="block font-semibold">{name}</span>
                  <span className="block text-sm text-slate-600">
                    {isMobile ? resultPage.openInApp(name) : resultPage.openInBrowser(name)}
                  </span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </DialogFrame>
  );
}
