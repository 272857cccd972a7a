import type * as en from "../public-site.ts";
import type { TTranslation } from "../translation.ts";

// Dutch texts of public-site.ts.
export const pricingPage: TTranslation<typeof en.pricingPage> = {
  perYear: (price) => `${price} per jaar`,
};
