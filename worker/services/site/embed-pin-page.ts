import { embedMap } from "../../../domain/embed";
import { shareLink } from "../../../domain/links";
import { pinResultView } from "../../../domain/pin-result-view";
import { configOf } from "../../config";
import type { TDeps } from "../../platform/dependencies";
import { searchPin } from "../pins/search-pin";
import type { TEmbedCard } from "./embed-card";
import { pageOf } from "./embed-page";

// A pin's card, found as a search finds it and counted as one (as a shared link's page is), with
// its places in the reader's language; a former name's card is the pin's under its new name, and
// says so. A name that is no pin's gets the not-found card.
export async function embedPinPage(deps: TDeps, search: { name: string; client: string }) {
  const answer = await searchPin(deps, search);
  const origin = configOf(deps.env).PUBLIC_ORIGIN;
  if (!answer.found) return { found: false, ...(await pageOf({ kind: "missing", home: origin }, deps)) };
  const { pin } = answer;
  const card: TEmbedCard = {
    kind: "found",
    name: pin.mypin,
    renamedFrom: answer.renamedFrom,
    shareLink: shareLink(pin.mypin, origin),
    map: embedMap(pin),
    ...pinResultView(pin),
  };
  return { found: true, ...(await pageOf(card, deps)) };
}
