import type * as en from "../embed.ts";
import type { TTranslation } from "../translation.ts";

// Spanish (Spain) texts of embed.ts.
export const embedCard: TTranslation<typeof en.embedCard> = {
  notFoundDetail: "Este MyPin no existe o ya no está disponible.",
  openInMyPin: "Abrir en MyPin",
};
