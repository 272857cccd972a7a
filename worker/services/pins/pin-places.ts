import { listUnplacedPins, setPinTown, type TPlacedPin } from "../../../db/queries/pin-places";
import type { TTown } from "../../../domain/answers/maps";
import type { TDeps } from "../../platform/dependencies";
import type { TRunBudget } from "../../platform/run-budget";
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

// At the geocoder's one request a second, a run's look-ups take about this many seconds.
const PINS_PER_RUN = 10;

// Worst case: the list and a town written per pin; per pin the geocoder's cache (opened, read,
// written), its call, and the search cache forgotten (opened twice, two entries).
export const PIN_PLACES_BUDGET = { queries: 1 + PINS_PER_RUN, subrequests: 8 * PINS_PER_RUN } satisfies TRunBudget;

// The scheduled jobs' part: pins the geocoder failed for when they were placed, and those placed
// before towns were kept. A run stops at the first failure, so a geocoder that is down is asked
// once a run, not once a pin.
export async function placeUnplacedPins(deps: TDeps): Promise<{ placed: number }> {
  let placed = 0;
  for (const pin of await listUnplacedPins(deps.db, PINS_PER_RUN)) {
    if (!(await placePin(deps, pin))) break;
    placed += 1;
  }
  return { placed };
}
