import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";
import type * as en from "../waits.ts";

// Spanish (Spain) texts of waits.ts.
export const tryAgainIn: TTranslation<typeof en.tryAgainIn> = (seconds) => {
  if (seconds < 60)
    return plural("es", seconds, {
      one: "Puedes volver a intentarlo dentro de # segundo.",
      other: "Puedes volver a intentarlo dentro de # segundos.",
    });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60)
    return plural("es", minutes, {
      one: "Puedes volver a intentarlo dentro de # minuto.",
      other: "Puedes volver a intentarlo dentro de # minutos.",
    });
  const hours = Math.ceil(minutes / 60);
  return plural("es", hours, {
    one: "Puedes volver a intentarlo dentro de # hora.",
    other: "Puedes volver a intentarlo dentro de # horas.",
  });
};
