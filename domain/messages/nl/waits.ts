import { plural } from "../plural.ts";
import type { TTranslation } from "../translation.ts";
import type * as en from "../waits.ts";

// Dutch texts of waits.ts: a refusal's wait, rounded up to seconds, minutes or hours.
export const tryAgainIn: TTranslation<typeof en.tryAgainIn> = (seconds) => {
  if (seconds < 60)
    return plural("nl", seconds, {
      one: "Je kunt het over # seconde opnieuw proberen.",
      other: "Je kunt het over # seconden opnieuw proberen.",
    });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60)
    return plural("nl", minutes, {
      one: "Je kunt het over # minuut opnieuw proberen.",
      other: "Je kunt het over # minuten opnieuw proberen.",
    });
  const hours = Math.ceil(minutes / 60);
  return plural("nl", hours, {
    one: "Je kunt het over # uur opnieuw proberen.",
    other: "Je kunt het over # uur opnieuw proberen.",
  });
};
