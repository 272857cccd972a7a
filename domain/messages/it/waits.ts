import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";
import type * as en from "../waits.ts";

// Italian texts of waits.ts.
export const tryAgainIn: TTranslation<typeof en.tryAgainIn> = (seconds) => {
  if (seconds < 60)
    return plural("it", seconds, { one: "Puoi riprovare tra # secondo.", other: "Puoi riprovare tra # secondi." });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60)
    return plural("it", minutes, { one: "Puoi riprovare tra # minuto.", other: "Puoi riprovare tra # minuti." });
  const hours = Math.ceil(minutes / 60);
  return plural("it", hours, { one: "Puoi riprovare tra # ora.", other: "Puoi riprovare tra # ore." });
};
