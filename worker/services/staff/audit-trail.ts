import type * as z from "zod";
import { listStaffActions, listStaffActors } from "../../../db/queries/staff-actions";
import type { ZAuditTrail } from "../../../domain/answers/staff";
import { AUDIT_PAGE_SIZE } from "../../../domain/staff";
import type { TDeps } from "../../platform/dependencies";

// The admin's dashboard: its audit trail.

// The newest staff actions, of one staff member or of all, and everyone who has acted.
export async function auditTrail(
  { db }: TDeps,
  { actorId }: { actorId: string | undefined },
): Promise<z.output<typeof ZAuditTrail>> {
  const [actions, actors] = await Promise.all([
    listStaffActions(db, { actorId, limit: AUDIT_PAGE_SIZE }),
    listStaffActors(db),
  ]);
  return { actions, actors };
}
