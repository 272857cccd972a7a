import { listUnplacedPins } from "../../../db/queries/pin-places";
import type { TDeps } from "../../platform/dependencies";
import type { TRunBudget } from "../../platform/run-budget";
import { placePin } from "./pin-places";

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
