import type * as en from "../places.ts";
import type { TTranslation } from "../translation.ts";

// Italian texts of places.ts.
export const places: TTranslation<typeof en.places> = {
  near: (town, country) => `vicino a ${town}, ${country}`,
};
