import type * as en from "../places.ts";
import type { TTranslation } from "../translation.ts";

// Spanish texts of places.ts.
export const places: TTranslation<typeof en.places> = {
  near: (town, country) => `cerca de ${town}, ${country}`,
};
