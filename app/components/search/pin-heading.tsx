import { search } from "../../../domain/messages/search";
import type { TPinView } from "../../api/pins";
import { HomeButton } from "../layout/home-button";

// Part of the first paint of /?pin=: a shared link shows whose place it is before the rest of
// the result (map, copy, directions) has loaded, and the heading is the page's largest paint.
export function PinHeading({ pin }: { pin: TPinView }) {
  return (
    <div className="flex flex-col items-start gap-4 desktop:flex-row desktop:items-center">
      <HomeButton />
      <div className="min-w-0">
        <h1 className="break-words text-2xl font-bold tracking-tight desktop:text-3xl">
          {search.resultTitle(pin.mypin)}
        </h1>
        <p className="break-words text-slate-600">{search.createdBy(pin.userName)}</p>
      </div>
    </div>
  );
}
