import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";
import type * as en from "../waits.ts";

// German texts of waits.ts.
export const tryAgainIn: TTranslation<typeof en.tryAgainIn> = (seconds) => {
  if (seconds < 60)
    return plural("de", seconds, {
      one: "Du kannst es in # Sekunde erneut versuchen.",
      other: "Du kannst es in # Sekunden erneut versuchen.",
    });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60)
    return plural("de", minutes, {
      one: "Du kannst es in # Minute erneut versuchen.",
      other: "Du kannst es in # Minuten erneut versuchen.",
    });
  const hours = Math.ceil(minutes / 60);
  return plural("de", hours, {
    one: "Du kannst es in # Stunde erneut versuchen.",
    other: "Du kannst es in # Stunden erneut versuchen.",
  });
};
