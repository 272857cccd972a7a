import { resultPage } from "../../../domain/messages/directions";
import { search } from "../../../domain/messages/search";
import type { TPublicPin } from "../../../domain/page-data";
import type { TPinResultView } from "../../../domain/pin-result-view";
import { useHydrated } from "../../hydration";
import { MapPlaceholder, MapSuspense, PinMap } from "../map/lazy-maps";
import { CopyCoordinates } from "./copy-coordinates";
import { DirectionsDialog } from "./directions-dialog";
import { DirectionsLinks } from "./directions-links";

const MAP_HEIGHT = "h-72 desktop:h-[28rem]";

// Loaded lazily by the search result screen, below its heading: the coordinate and link rules it
// uses bring zod and Radix, which the first paint of /?pin= does not need. Its words come from the
// view (domain/pin-result-view.ts), which a shared link's page brings along, so the worker's HTML
// and this render say the same. The map is the browser's alone: its place is kept until it loads.
export default function PinDetails({ pin, view }: { pin: TPublicPin; view: TPinResultView }) {
  const position = { latitude: pin.latitude, longitude: pin.longitude };
  return (
    <>
      <CopyCoordinates text={view.coordinates} />
      <ResultMap pin={pin} />
      <div className="flex flex-col gap-3 desktop:flex-row desktop:items-center desktop:gap-5">
        <DirectionsDialog destination={position} />
        <DirectionsLinks view={view} />
      </div>
    </>
  );
}

// Apart, so only the map's place renders again once the page is hydrated.
function ResultMap({ pin }: { pin: TPublicPin }) {
  const hydrated = useHydrated();
  if (!hydrated) return <MapPlaceholder heightClass={MAP_HEIGHT} />;
  return (
    <MapSuspense heightClass={MAP_HEIGHT}>
      <PinMap
        position={{ latitude: pin.latitude, longitude: pin.longitude }}
        label={resultPage.mapLabel(pin.mypin)}
        markerLabel={search.resultTitle(pin.mypin)}
      />
    </MapSuspense>
  );
}
