import * as z from "zod";
import { ROLES } from "../accounts.ts";

// The signed-in account: roles read from D1, expired grants left out.
export const ZMe = z
  .object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    roles: z.array(z.enum(ROLES)),
  })
  .meta({ id: "Me" });

export const ZSignedIn = z.object({ user: ZMe });

// A sign-up code went out; both times are epoch ms.
export const ZCodeSent = z
  .object({ email: z.string(), expiresAt: z.number().int(), resendAt: z.number().int() })
  .meta({ id: "CodeSent" });

export const ZEmailVerified = z.discriminatedUnion("status", [
  z.object({ status: z.literal("verified"), user: ZMe }),
  z.object({ status: z.literal("already-verified") }),
]);

export const ZResetChecked = z.object({ email: z.string() });

export const ZOk = z.object({ ok: z.literal(true) });
