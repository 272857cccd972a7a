import type { TDb } from "../../db/client";
import { listCancellationRequests } from "../../db/queries/cancellation-requests";
import { findOwnedPin, listOwnedPins, type TOwnedPinRow, type TPinOwner } from "../../db/queries/pins";
import { standingOf } from "../../domain/lifecycle";
import { displayTier } from "../../domain/names";
import {
  cancellationStatus,
  countByTier,
  listedPinOf,
  OWNED_PINS_PAGE_SIZE,
  orderByTier,
  pageOf,
  type TCancellationStatus,
  type TOwnedPin,
} from "../../domain/owned-pins";
import { AppError } from "../errors";

function toOwnedPin(row: TOwnedPinRow, cancellation: TCancellationStatus): TOwnedPin {
  return {
    ...listedPinOf(row, displayTier(row.mypin)),
    cancellation,
    subscriptionEnd: row.subscriptionEnd,
    ...standingOfRow(row),
  };
}

function standingOfRow(row: TOwnedPinRow) {
  const subscription =
    row.subscriptionStatus === null
      ? null
      : {
          status: row.subscriptionStatus,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
          graceEndsAt: row.graceEndsAt,
        };
  const standing = standingOf(subscription);
  const ended = standing === "grace" || standing === "ended";
  return {
    standing,
    releaseOn: ended ? (row.graceEndsAt ?? row.endedAt ?? row.subscriptionEnd) : null,
    currency: row.currency,
  };
}

// The tier comes from the name, which SQL cannot order by, so the owner's pins are ordered here
// and the page cut from that order; the counts are over all of them, as the group headings say.
export async function listOwnedPinsPage(db: TDb, owner: TPinOwner, page: number) {
  const ordered = orderByTier(await listOwnedPins(db, owner));
  const rows = pageOf(ordered, page);
  const requests = await listCancellationRequests(
    db,
    owner.email,
    rows.map((row) => row.mypin),
  );
  return {
    pins: rows.map((row) => toOwnedPin(row, cancellationStatus(requests, row))),
    page,
    pageSize: OWNED_PINS_PAGE_SIZE,
    total: ordered.length,
    counts: countByTier(ordered),
  };
}

export async function findOwnedPinView(db: TDb, owner: TPinOwner, id: number): Promise<TOwnedPin> {
  const row = await findOwnedPin(db, owner, id);
  if (!row) throw new AppError("PIN_NOT_FOUND");
  const requests = await listCancellationRequests(db, owner.email, [row.mypin]);
  return toOwnedPin(row, cancellationStatus(requests, row));
}
