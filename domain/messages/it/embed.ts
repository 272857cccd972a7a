import type * as en from "../embed.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of embed.ts.
export const embedCard: TTranslation<typeof en.embedCard> = {
  notFoundDetail: "Questo MyPin non esiste o non è più disponibile.",
  openInMyPin: "Apri in MyPin",
};
