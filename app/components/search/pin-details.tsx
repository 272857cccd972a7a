import { resultPage } from "../../../domain/messages/directions";
import { search } from "../../../domain/messages/search";
import type { TPinView } from "../../api/pins";
import { MapSuspense, PinMap } from "../map/lazy-maps";
import { CopyCoordinates } from "./copy-coordinates";
import { DirectionsDialog } from "./directions-dialog";

// Loaded lazily by the search result screen, below its heading: the coordinate and link rules it
// uses bring zod and Radix, which the first paint of /?pin= does not need.
export default function PinDetails({ pin }: { pin: TPinView }) {
  const position = { latitude: pin.latitude, longitude: pin.longitude };
  return (
    <>
      <CopyCoordinates position={position} />
      <MapSuspense heightClass="h-72 desktop:h-[28rem]">
        <PinMap
          position={position}
          label={resultPage.mapLabel(pin.mypin)}
          markerLabel={search.resultTitle(pin.mypin)}
        />
      </MapSuspense>
      <DirectionsDialog destination={position} />
    </>
  );
}
