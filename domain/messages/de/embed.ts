import type * as en from "../embed.ts";
import type { TTranslation } from "../translation.ts";

// German texts of embed.ts.
export const embedCard: TTranslation<typeof en.embedCard> = {
  notFoundDetail: "Diesen MyPin gibt es nicht oder nicht mehr.",
  openInMyPin: "In MyPin öffnen",
};
