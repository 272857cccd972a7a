import type { TMe } from "../../../domain/accounts";
import type { TDeps } from "../../platform/dependencies";
import { grantConfiguredAdmin } from "./account-roles";
import { startSession } from "./sessions";

type TAccount = { id: string; email: string; displayName: string };

export async function signInAccount(deps: TDeps, account: TAccount) {
  await grantConfiguredAdmin(deps, account);
  const issued = await startSession(deps, account);
  const me: TMe = { id: account.id, email: account.email, displayName: account.displayName, roles: issued.user.roles };
  return { issued, me };
}
