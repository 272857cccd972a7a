import { SEARCH_FLUSH_MS } from "../../domain/search-counts.ts";
import { d1RowsWritten, inParallel, nextClientIp } from "./client.ts";

const SEARCHES = 1_000;

export type TSearchWrites = { searches: number; non2xx: number; rowsWritten: number };

// D1 rows written per 1,000 searches of one name, as D1 reports them (docs/architecture.md#budgets,
// docs/decisions/029). Counts may be written up to SEARCH_FLUSH_MS after the first search, so the
// meter is read again after that.
export async function measureSearchWrites(baseUrl: string, name: string): Promise<TSearchWrites> {
  const before = await d1RowsWritten(baseUrl);
  const statuses = await inParallel(Array.from({ length: SEARCHES }), 50, async () => {
    const response = await fetch(`${baseUrl}/api/pins/${encodeURIComponent(name)}`, {
      headers: { "CF-Connecting-IP": nextClientIp() },
    });
    await response.arrayBuffer();
    return response.status;
  });
  await new Promise((resolve) => setTimeout(resolve, SEARCH_FLUSH_MS + 2_000));
  const non2xx = statuses.filter((status) => status < 200 || status > 299).length;
  if (non2xx > SEARCHES / 2) throw new Error(`${non2xx} of ${SEARCHES} searches of ${name} were not 2xx`);
  return { searches: SEARCHES, non2xx, rowsWritten: (await d1RowsWritten(baseUrl)) - before };
}
