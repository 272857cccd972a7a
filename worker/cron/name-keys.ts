import { findJobCursor, setJobPosition } from "../../db/queries/job-cursors";
import { listPinsWithoutKey, setPinKeys } from "../../db/queries/pins";
import { DAY_MS } from "../../domain/lifecycle";
import { nameKey } from "../../domain/name-policy";
import { normalizeName } from "../../domain/names";
import type { TDeps } from "../platform/dependencies";
import { logWarning } from "../platform/log";
import type { TRunBudget } from "../platform/run-budget";

// Legacy rows a run reads: a backlog of 28,800 a day.
const ROWS_PER_RUN = 100;

// Worst case: the cursor read, the rows, one update each and the cursor written; no subrequest.
export const LEGACY_KEYS_BUDGET = { queries: ROWS_PER_RUN + 3, subrequests: 0 } satisfies TRunBudget;

export const LEGACY_KEYS_JOB = "legacy-name-keys";

// Pins bought before the name policy get their canonical name and skeleton here (migration 0005
// cannot compute them in SQL). A row whose canonical name or skeleton another pin already has is a
// look-alike sold before the policy: it keeps its name and no skeleton, and is logged by id for the
// help desk, since renaming or refunding a paid name is theirs to decide; a run that keys nothing
// logs nothing, so a list is not repeated. Each run reads on from the last row the one before read
// (the cursor), oldest first; once a day the reading starts again from the oldest, for a
// look-alike whose older twin has gone since.
export async function keyLegacyPins({ env, db, now }: TDeps): Promise<{ keyed: number; conflicts: number[] }> {
  const position = await findJobCursor(db, LEGACY_KEYS_JOB);
  const again = !position?.cursor || position.passStartedAt === null || position.passStartedAt <= now - DAY_MS;
  const afterId = again ? 0 : Number(position.cursor);
  const rows = await listPinsWithoutKey(db, afterId, ROWS_PER_RUN);
  const keys = rows.map((row) => {
    const canonical = normalizeName(row.mypin);
    return { id: row.id, mypin: canonical, skeleton: nameKey(canonical) };
  });
  const updated = new Set(await setPinKeys(env.DB, keys));
  const conflicts = rows.filter((row) => !updated.has(row.id)).map((row) => row.id);
  if (updated.size > 0 && conflicts.length > 0)
    logWarning(`Pins that look like an older pin, left unkeyed: ${conflicts.join(", ")}`);
  if (again || rows.length > 0) {
    await setJobPosition(db, LEGACY_KEYS_JOB, {
      cursor: String(rows.at(-1)?.id ?? afterId),
      passStartedAt: again ? now : (position?.passStartedAt ?? now),
      finished: rows.length < ROWS_PER_RUN,
      now,
    });
  }
  return { keyed: updated.size, conflicts };
}
