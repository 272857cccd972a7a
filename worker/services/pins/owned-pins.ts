import type * as z from "zod";
import type { TDb } from "../../../db/client";
import { listCancellationRequests } from "../../../db/queries/cancellation-requests";
import { findOwnedPin, listOwnedPins, type TOwnedPinRow, type TPinOwner } from "../../../db/queries/pins";
import { listSearchDays } from "../../../db/queries/search-counts";
import { dayWindow, fillDays, utcDay } from "../../../domain/analytics";
import type { ZOwnedPinsPage } from "../../../domain/answers/my-pins";
import { standingOf } from "../../../domain/lifecycle";
import { displayTier } from "../../../domain/names";
import {
  cancellationStatus,
  countByTier,
  listedPinOf,
  OWNED_PINS_PAGE_SIZE,
  orderByTier,
  pageOf,
  type TCancellationStatus,
  type TOwnedPin,
} from "../../../domain/owned-pins";
import { SEARCH_HISTORY_DAYS } from "../../../domain/search-counts";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { openTransfersOf } from "../transfers/transfer-views";
import { nearOf } from "./place-labels";

function toOwnedPin(
  row: TOwnedPinRow,
  cancellation: TCancellationStatus,
  searchesByDay: number[],
  { now, locale, transfer }: Pick<TDeps, "now" | "locale"> & Pick<TOwnedPin, "transfer">,
): TOwnedPin {
  return {
    ...listedPinOf(row, displayTier(row.mypin), { near: nearOf(row, locale), transfer }),
    cancellation,
    subscriptionEnd: row.subscriptionEnd,
    ...standingOfRow(row, now),
    searchesByDay,
  };
}

// Each pin's searches per day over the sparkline's window, a zero for each day without any.
async function searchHistories(db: TDb, pinIds: number[], now: number) {
  const fromDay = utcDay(dayWindow(now, SEARCH_HISTORY_DAYS).from);
  const rows = pinIds.length === 0 ? [] : await listSearchDays(db, pinIds, fromDay);
  return (pinId: number) =>
    fillDays(
      rows.filter((row) => row.pinId === pinId),
      now,
      SEARCH_HISTORY_DAYS,
    ).map((day) => day.count);
}

function standingOfRow(row: TOwnedPinRow, now: number) {
  const subscription =
    row.subscriptionStatus === null
      ? null
      : {
          status: row.subscriptionStatus,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
          graceEndsAt: row.graceEndsAt,
        };
  const standing = standingOf(subscription, now);
  const ended = standing === "grace" || standing === "ended";
  return {
    standing,
    releaseOn: ended ? (row.graceEndsAt ?? row.endedAt ?? row.subscriptionEnd) : null,
    currency: row.currency,
  };
}

// The tier comes from the name, which SQL cannot order by, so the owner's pins are ordered here
// and the page cut from that order; the counts are over all of them, as the group headings say.
export async function listOwnedPinsPage(
  deps: TDeps,
  { owner, page }: { owner: TPinOwner; page: number },
): Promise<z.output<typeof ZOwnedPinsPage>> {
  const { db, now } = deps;
  const ordered = orderByTier(await listOwnedPins(db, owner));
  const rows = pageOf(ordered, page);
  const requests = await listCancellationRequests(
    db,
    owner.email,
    rows.map((row) => row.mypin),
  );
  const history = await searchHistories(
    db,
    rows.map((row) => row.id),
    now,
  );
  const transferOf = await openTransfersOf(
    deps,
    rows.map((row) => row.id),
  );
  return {
    pins: rows.map((row) =>
      toOwnedPin(row, cancellationStatus(requests, row), history(row.id), { ...deps, transfer: transferOf(row.id) }),
    ),
    page,
    pageSize: OWNED_PINS_PAGE_SIZE,
    total: ordered.length,
    counts: countByTier(ordered),
  };
}

export async function findOwnedPinView(deps: TDeps, owner: TPinOwner, id: number): Promise<TOwnedPin> {
  const { db, now } = deps;
  const row = await findOwnedPin(db, owner, id);
  if (!row) throw new AppError("PIN_NOT_FOUND");
  const requests = await listCancellationRequests(db, owner.email, [row.mypin]);
  const history = await searchHistories(db, [row.id], now);
  const transferOf = await openTransfersOf(deps, [row.id]);
  return toOwnedPin(row, cancellationStatus(requests, row), history(row.id), { ...deps, transfer: transferOf(row.id) });
}
