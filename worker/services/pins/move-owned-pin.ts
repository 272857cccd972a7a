import type { TPinOwner } from "../../../db/queries/pins";
import type { TDeps } from "../../platform/dependencies";
import { findOwnedPinView } from "./find-owned-pin-view";
import { movePin, type TMoveRequest } from "./pin-moves";

export async function moveOwnedPin(deps: TDeps, { owner, id, point }: TMoveRequest & { owner: TPinOwner }) {
  await movePin(deps, { actor: owner, scope: owner }, id, point);
  return findOwnedPinView(deps, owner, id);
}
