import { Suspense } from "react";
import { resultPage } from "../../domain/messages/directions";
import { search } from "../../domain/messages/search";
import type { TPinView } from "../api";
import { CopyCoordinates } from "./copy-coordinates";
import { DirectionsDialog } from "./directions-dialog";
import { HomeButton } from "./home-button";
import { PinMap } from "./lazy-pin-map";
import { Spinner } from "./spinner";

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
      <Suspense
        fallback={
          <div className="flex h-72 items-center justify-center rounded-xl border border-slate-200 bg-slate-100 text-brand-700 desktop:h-[28rem]">
            <Spinner decorative className="size-8" />
          </div>
        }
      >
        <PinMap
          position={position}
          label={resultPage.mapLabel(pin.mypin)}
          markerLabel={search.resultTitle(pin.mypin)}
        />
      </Suspense>
      <DirectionsDialog destination={position} />
    </div>
  );
}
