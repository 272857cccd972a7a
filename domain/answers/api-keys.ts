import * as z from "zod";
import { API_KEY_KINDS } from "../api-keys.ts";

// A key as its account's screen lists it: never the key itself, which is shown once.
export const ZApiKey = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(API_KEY_KINDS),
    origins: z.array(z.string()),
    hint: z.string(),
    createdAt: z.number().int(),
    rotatedAt: z.number().int().nullable(),
    callsThisMonth: z.number().int(),
    // The most calls a month its owner lets it make; null: only the account's allowance.
    monthlyCap: z.number().int().nullable(),
  })
  .meta({ id: "ApiKey" });

// The account's keys and this month's use of its free allowance, by UTC day.
export const ZApiKeys = z.object({
  keys: z.array(ZApiKey),
  usage: z
    .object({
      month: z.string(),
      quota: z.number().int(),
      used: z.number().int(),
      days: z.array(z.object({ day: z.string(), calls: z.number().int() })),
    })
    .meta({ id: "ApiUsage" }),
});

// A key just created or rotated, with the key itself: the only time it is shown.
export const ZIssuedApiKey = z.object({ key: ZApiKey, secret: z.string() });

export const ZRenamedApiKey = z.object({ key: ZApiKey });
