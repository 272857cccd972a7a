import { staffActionStatement, type TStaffActionRecord } from "../../../db/queries/staff-actions";
import type { TStaffPinRow } from "../../../db/queries/staff-pins";
import type { TLocale } from "../../../domain/locales";
import { tierOfRank } from "../../../domain/names";
import { listedPinOf } from "../../../domain/owned-pins";
import type { TStaffPin } from "../../../domain/staff";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { nearOf } from "../pins/place-labels";
import { openTransfersOf } from "../transfers/transfer-views";

function toStaffPin(row: TStaffPinRow, locale: TLocale, transfer: TStaffPin["transfer"]): TStaffPin {
  return {
    ...listedPinOf(row, tierOfRank(row.tierRank), { near: nearOf(row, locale), transfer }),
    userEmail: row.userEmail,
    subscriptionId: row.subscriptionId,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionEnd: row.subscriptionEnd,
    currency: row.currency,
    disputeStatus: row.disputeStatus,
    refundedMinor: row.refundedMinor ?? 0,
    reversedAt: row.reversedAt,
    hiddenFromTop: row.hiddenFromTop,
  };
}

// Pins as staff see them, each with its open transfer offer.
export async function staffPinsOf(deps: TDeps, rows: TStaffPinRow[]): Promise<TStaffPin[]> {
  const transferOf = await openTransfersOf(
    deps,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toStaffPin(row, deps.locale, transferOf(row.id)));
}

export async function staffPinOf(deps: TDeps, row: TStaffPinRow): Promise<TStaffPin> {
  const [pin] = await staffPinsOf(deps, [row]);
  if (!pin) throw new AppError("PIN_NOT_FOUND");
  return pin;
}

// Looking through owners' data is recorded like any staff action: who searched whose pins, and who
// read the list of every pin and its owners.
export async function recordRead(
  { env, now }: TDeps,
  actor: TSessionUser,
  read: Pick<TStaffActionRecord, "action" | "target" | "after">,
) {
  await env.DB.batch([
    staffActionStatement(env.DB, {
      actorId: actor.id,
      actorEmail: actor.email,
      before: null,
      now,
      ...read,
    }),
  ]);
}
