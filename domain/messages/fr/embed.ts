import type * as en from "../embed.ts";
import type { TTranslation } from "../translation.ts";

// French texts of embed.ts.
export const embedCard: TTranslation<typeof en.embedCard> = {
  notFoundDetail: "Ce MyPin n'existe pas ou n'existe plus.",
  openInMyPin: "Ouvrir dans MyPin",
};
