import type { TPublicPin } from "../../../domain/page-data";
import type { TPinResultView } from "../../../domain/pin-result-view";
import { ArrivalNote, NearPlace } from "./arrival-note";
import { CopyCoordinates } from "./copy-coordinates";
import { DirectionsDialog } from "./directions-dialog";
import { DirectionsLinks } from "./directions-links";
import { ResultMap } from "./result-map";

// Loaded lazily by the search result screen, below its heading: the coordinate and link rules it
// uses bring zod and Radix, which the first paint of /?pin= does not need. Its words come from the
// view (domain/pin-result-view.ts), which a shared link's page brings along, so the worker's HTML
// and this render say the same. The map is the browser's alone: its place is kept until it loads.
export default function PinDetails({ pin, view }: { pin: TPublicPin; view: TPinResultView }) {
  const position = { latitude: pin.latitude, longitude: pin.longitude };
  return (
    <>
      <NearPlace near={view.near} />
      <ArrivalNote note={view.note} />
      <CopyCoordinates text={view.coordinates} />
      <ResultMap pin={pin} />
      <div className="flex flex-col gap-3 desktop:flex-row desktop:items-center desktop:gap-5">
        <DirectionsDialog destination={position} />
        <DirectionsLinks view={view} />
      </div>
    </>
  );
}
