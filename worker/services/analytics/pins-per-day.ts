import type * as z from "zod";
import { countPinsPerDay } from "../../../db/queries/analytics";
import { dayWindow, fillDays } from "../../../domain/analytics";
import type { ZDayCounts } from "../../../domain/answers/analytics";
import type { TDeps } from "../../platform/dependencies";

export async function pinsPerDay({ db, now }: TDeps): Promise<z.output<typeof ZDayCounts>> {
  const counts = await countPinsPerDay(db, dayWindow(now));
  return { days: fillDays(counts, now) };
}
