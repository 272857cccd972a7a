import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";
import type * as en from "../waits.ts";

// European Portuguese texts of waits.ts.
export const tryAgainIn: TTranslation<typeof en.tryAgainIn> = (seconds) => {
  if (seconds < 60)
    return plural("pt", seconds, {
      one: "Pode tentar novamente dentro de # segundo.",
      other: "Pode tentar novamente dentro de # segundos.",
    });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60)
    return plural("pt", minutes, {
      one: "Pode tentar novamente dentro de # minuto.",
      other: "Pode tentar novamente dentro de # minutos.",
    });
  const hours = Math.ceil(minutes / 60);
  return plural("pt", hours, {
    one: "Pode tentar novamente dentro de # hora.",
    other: "Pode tentar novamente dentro de # horas.",
  });
};
