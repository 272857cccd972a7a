import type * as en from "../embed.ts";
import type { TTranslation } from "../translation.ts";

// European Portuguese texts of embed.ts.
export const embedCard: TTranslation<typeof en.embedCard> = {
  notFoundDetail: "Este MyPin não existe ou já não está disponível.",
  openInMyPin: "Abrir no MyPin",
};
