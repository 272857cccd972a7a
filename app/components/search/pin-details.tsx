import { resultPage } from "../../../domain/messages/directions";
import { search } from "../../../domain/messages/search";
import type { TPinView } from "../../api/pins";
import { HomeButton } from "../layout/home-button";
import { MapSuspense, PinMap } from "../map/lazy-maps";
import { CopyCoordinates } from "./copy-coordinates";
import { DirectionsDialog } from "./directions-dialog";

// Loaded lazily by the search result screen: the coordinate and link rules it uses bring zod and
// Radix, which the first paint of /?pin= does not need.
export default function PinDetails({ pin }: { pin: TPinView }) {
  const position = { latitude: pin.latitude, longitude: pin.longitude };
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6 desktop:py-10">
      <div className="flex flex-col items-start gap-4 desktop:flex-row desktop:items-center">
        <HomeButton />
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold tracking-tight desktop:text-3xl">
            {search.resultTitle(pin.mypin)}
          </h1>
          <p className="break-words text-slate-600">{search.createdBy(pin.userName)}</p>
        </div>
      </div>
      <CopyCoordinates position={position} />
      <MapSuspense heightClass="h-72 desktop:h-[28rem]">
        <PinMap
          position={position}
          label={resultPage.mapLabel(pin.mypin)}
          markerLabel={search.resultTitle(pin.mypin)}
        />
      </MapSuspense>
      <DirectionsDialog destination={position} />
    </div>
  );
}
