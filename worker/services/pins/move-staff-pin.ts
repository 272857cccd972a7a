import type { TPinOwner } from "../../../db/queries/pins";
import { findStaffPin } from "../../../db/queries/staff-pins";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { staffPinOf } from "../staff/staff-pins";
import { movePin, type TMoveRequest } from "./pin-moves";

export async function moveStaffPin(deps: TDeps, { admin, id, point }: TMoveRequest & { admin: TPinOwner }) {
  await movePin(deps, { actor: admin, scope: "any" }, id, point);
  const moved = await findStaffPin(deps.db, id);
  if (!moved) throw new AppError("PIN_NOT_FOUND");
  return { pin: await staffPinOf(deps, moved) };
}
