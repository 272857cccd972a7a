import * as z from "zod";
import { ZCurrency } from "../schemas.ts";

export const ZContactSent = z.object({ sent: z.literal(true) });

// The country Cloudflare's edge placed the request in (null when it names none), and the footer's
// currency for it (null for a country it cannot tell).
export const ZGeo = z.object({ country: z.string().nullable(), currency: ZCurrency.nullable() });
