import type * as en from "../embed.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of embed.ts.
export const embedCard: TTranslation<typeof en.embedCard> = {
  notFoundDetail: "Deze MyPin bestaat niet (meer).",
  openInMyPin: "Openen in MyPin",
};
