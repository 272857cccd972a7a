import { listPinsWithoutKey, setPinKeys } from "../../db/queries/pins";
import { nameKey } from "../../domain/name-policy";
import { normalizeName } from "../../domain/names";
import type { TDeps } from "../platform/dependencies";
import { logWarning } from "../platform/log";

const PAGE_SIZE = 100;
// Enough for a backlog to clear in a few runs, little enough for one run's time limit.
const MAX_ROWS_PER_RUN = 1_000;

// Pins bought before the name policy get their canonical name and skeleton here (migration 0005
// cannot compute them in SQL). A row whose canonical name or skeleton another pin already has is a
// look-alike sold before the policy: it keeps its name and no skeleton, and is logged by id for the
// help desk, since renaming or refunding a paid name is theirs to decide. Each run starts from the
// oldest row again, so those rows are read again, but nothing is written for them, and they are
// logged only by the run that keyed the rest (a later run would only repeat the list).
export async function keyLegacyPins({ env, db }: TDeps): Promise<{ keyed: number; conflicts: number[] }> {
  let afterId = 0;
  let keyed = 0;
  const conflicts: number[] = [];
  for (let read = 0; read < MAX_ROWS_PER_RUN; read += PAGE_SIZE) {
    const rows = await listPinsWithoutKey(db, afterId, PAGE_SIZE);
    if (rows.length === 0) break;
    const keys = rows.map((row) => {
      const canonical = normalizeName(row.mypin);
      return { id: row.id, mypin: canonical, skeleton: nameKey(canonical) };
    });
    const updated = new Set(await setPinKeys(env.DB, keys));
    keyed += updated.size;
    conflicts.push(...rows.filter((row) => !updated.has(row.id)).map((row) => row.id));
    afterId = rows[rows.length - 1]?.id ?? afterId;
  }
  if (keyed > 0 && conflicts.length > 0)
    logWarning(`Pins that look like an older pin, left unkeyed: ${conflicts.join(", ")}`);
  return { keyed, conflicts };
}
