import type { TDb } from "../../../db/client";
import type { TOwnedPinRow } from "../../../db/queries/pins";
import { listSearchDays } from "../../../db/queries/search-counts";
import { dayWindow, fillDays, utcDay } from "../../../domain/analytics";
import { standingOf } from "../../../domain/lifecycle";
import { displayTier } from "../../../domain/names";
import { listedPinOf, type TCancellationStatus, type TOwnedPin } from "../../../domain/owned-pins";
import { SEARCH_HISTORY_DAYS } from "../../../domain/search-counts";
import type { TDeps } from "../../platform/dependencies";
import { nearOf } from "./place-labels";

export function toOwnedPin(
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
export async function searchHistories(db: TDb, pinIds: number[], now: number) {
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
