import { findUserById } from "../../../db/queries/users";
import type { TMe } from "../../../domain/accounts";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { rolesOf } from "./account-roles";

// Read from D1 rather than the token, so a new display name or role shows at once.
export async function currentAccount(deps: TDeps, user: TSessionUser): Promise<TMe> {
  const account = await findUserById(deps.db, user.id);
  if (!account) throw new AppError("UNAUTHENTICATED");
  return {
    id: account.id,
    email: account.email,
    displayName: account.displayName,
    roles: await rolesOf(deps, account),
  };
}
