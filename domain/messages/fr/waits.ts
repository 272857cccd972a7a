import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";
import type * as en from "../waits.ts";

// French texts of waits.ts.
export const tryAgainIn: TTranslation<typeof en.tryAgainIn> = (seconds) => {
  if (seconds < 60)
    return plural("fr", seconds, {
      one: "Vous pourrez réessayer dans # seconde.",
      other: "Vous pourrez réessayer dans # secondes.",
    });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60)
    return plural("fr", minutes, {
      one: "Vous pourrez réessayer dans # minute.",
      other: "Vous pourrez réessayer dans # minutes.",
    });
  const hours = Math.ceil(minutes / 60);
  return plural("fr", hours, {
    one: "Vous pourrez réessayer dans # heure.",
    other: "Vous pourrez réessayer dans # heures.",
  });
};
