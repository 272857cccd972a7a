import * as z from "zod";
import { API_KEY_KINDS, API_KEY_NAME_MAX, MAX_KEY_ORIGINS, websiteOrigin } from "./api-keys.ts";
import { api } from "./messages/api.ts";
import { apiRefusals } from "./messages/developers.ts";

const ZKeyName = z
  .string({ error: apiRefusals.nameRequired })
  .trim()
  .min(1, { error: apiRefusals.nameRequired })
  .max(API_KEY_NAME_MAX, { error: apiRefusals.nameTooLong });

// Each website as the browser will name it in Origin ("https://example.com"), whatever was typed.
const ZWebsite = z
  .string()
  .max(2048, { error: apiRefusals.websiteInvalid })
  .transform((input, ctx) => {
    const origin = websiteOrigin(input);
    if (origin === null) ctx.addIssue({ code: "custom", message: apiRefusals.websiteInvalid });
    return origin ?? "";
  });

// The most calls a month the key may make, its owner's choice; null: only the account's allowance.
// Its upper bound, the account's allowance, is the deployment's (API_MONTHLY_CALLS), so the worker
// checks it.
const ZMonthlyCap = z
  .number({ error: apiRefusals.capWhole })
  .int({ error: apiRefusals.capWhole })
  .min(1, { error: apiRefusals.capWhole })
  .nullable();

// A new key: a server key lists no website; a browser key from one to ten, each once.
export const ZNewApiKey = z
  .object({
    name: ZKeyName,
    kind: z.enum(API_KEY_KINDS),
    origins: z.array(ZWebsite).max(MAX_KEY_ORIGINS, { error: apiRefusals.tooManyWebsites }).default([]),
    monthlyCap: ZMonthlyCap.default(null),
  })
  .superRefine((key, ctx) => {
    if (key.kind === "browser" && key.origins.length === 0)
      ctx.addIssue({ code: "custom", path: ["origins"], message: apiRefusals.websiteRequired });
    if (key.kind === "server" && key.origins.length > 0)
      ctx.addIssue({ code: "custom", path: ["origins"], message: apiRefusals.serverKeyWebsites });
  })
  .transform((key) => ({ ...key, origins: [...new Set(key.origins)] }));

// A key's new name, its new monthly cap (null to remove it), or both.
export const ZApiKeyChange = z
  .object({ name: ZKeyName.optional(), monthlyCap: ZMonthlyCap.optional() })
  .refine((change) => change.name !== undefined || change.monthlyCap !== undefined, { error: api.badRequest });

export const ZApiKeyId = z.object({ id: z.uuid() });
