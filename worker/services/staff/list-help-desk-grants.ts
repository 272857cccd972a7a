import type * as z from "zod";
import { listRoleGrants } from "../../../db/queries/roles";
import type { ZHelpDeskGrants } from "../../../domain/answers/staff";
import type { TDeps } from "../../platform/dependencies";
import { HELP_DESK } from "./staff-roles";

export async function listHelpDeskGrants({ db, now }: TDeps): Promise<z.output<typeof ZHelpDeskGrants>["grants"]> {
  const grants = await listRoleGrants(db, HELP_DESK);
  return grants.map((grant) => ({ ...grant, expired: grant.expiresAt !== null && grant.expiresAt <= now }));
}
