import type * as z from "zod";
import { toStatement } from "../../../db/client";
import { pinHiddenFromTopIs, setPinHiddenFromTop } from "../../../db/queries/pins";
import { staffActionStatement } from "../../../db/queries/staff-actions";
import { findStaffPin } from "../../../db/queries/staff-pins";
import type { ZStaffPinChanged } from "../../../domain/answers/staff";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { forgetPopularPins } from "../pins/popular-pins-cache";
import { staffPinOf } from "./staff-pins";

// Staff take a pin off the home page's list of popular names (it still resolves and counts), or
// put it back. The change and its audit row are one batch; asking for what already is changes and
// records nothing.
export async function setPinOnPopularList(
  deps: TDeps,
  { actor, id, hidden }: { actor: TSessionUser; id: number; hidden: boolean },
): Promise<z.output<typeof ZStaffPinChanged>> {
  const { env, db, now } = deps;
  const pin = await findStaffPin(db, id);
  if (!pin) throw new AppError("PIN_NOT_FOUND");
  await env.DB.batch([
    staffActionStatement(
      env.DB,
      {
        actorId: actor.id,
        actorEmail: actor.email,
        action: hidden ? "hide_from_top" : "show_in_top",
        target: pin.mypin,
        before: { hidden_from_top: !hidden },
        after: { hidden_from_top: hidden },
        now,
      },
      pinHiddenFromTopIs(id, !hidden),
    ),
    toStatement(env.DB, setPinHiddenFromTop(db, id, hidden)),
  ]);
  await forgetPopularPins(env);
  const changed = await findStaffPin(db, id);
  if (!changed) throw new AppError("PIN_NOT_FOUND");
  return { pin: await staffPinOf(deps, changed) };
}
