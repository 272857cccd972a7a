import { setPinTown, type TPlacedPin } from "../../../db/queries/pin-places";
import type { TTown } from "../../../domain/answers/maps";
import type { TDeps } from "../../platform/dependencies";
import { nominatimGeocoder } from "../../providers/geocoder";
import { forgetPinSearches } from "./pin-search";

// Looks up the town nearest a pin just bought or moved, after the pin is saved: a geocoder that is
// busy, down or slow costs the pin nothing but its label for a while, since the scheduled jobs look
// again (placeUnplacedPins). Answers whether the geocoder answered.
export async function placePin(deps: TDeps, pin: TPlacedPin): Promise<boolean> {
  let town: TTown | null;
  try {
    town = await nominatimGeocoder(deps.env).reverse(pin);
  } catch {
    return false;
  }
  const written = await setPinTown(deps.db, pin, town, deps.now);
  if (written.length > 0) await forgetPinSearches(deps.env, [pin.mypin]);
  return true;
}
