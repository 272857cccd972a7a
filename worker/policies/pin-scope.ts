import type { Context } from "hono";
import type { TPinScope } from "../../db/queries/pins";
import type { TRole } from "../../domain/accounts";
import type { TSignedInEnv } from "../env";
import { assertLiveSession } from "../middleware/require-live-session";
import { rolesOf } from "../services/accounts/account-roles";

// What a signed-in user may do to a pin they do not own, and with which role: a system admin moves
// any pin; help desk and system admins download any pin's QR code. Everyone else reaches only their
// own pins, for every action.
export const ANY_PIN_ROLES = {
  move: ["system_admin"],
  qrCode: ["help_desk", "system_admin"],
} as const satisfies Record<string, readonly TRole[]>;

export type TPinAction = keyof typeof ANY_PIN_ROLES;

type TSignedIn = Context<TSignedInEnv>;

// The pins this request may act on: "any" for a role the action names, whose session is then
// checked live in D1 as every staff action's is (decision 022); else the user's own.
export async function pinScopeFor(c: TSignedIn, action: TPinAction): Promise<TPinScope> {
  const allowed: readonly TRole[] = ANY_PIN_ROLES[action];
  const roles = await rolesOf(c.var.deps, c.var.user);
  if (!roles.some((role) => allowed.includes(role))) return c.var.user;
  await assertLiveSession(c);
  return "any";
}
