import { PAGE_VIEW_FLUSH_MS } from "../../domain/analytics-events.ts";
import { d1RowsWritten, inParallel, nextClientIp } from "./client.ts";

const PAGE_VIEWS = 1_000;

export type TPageViewWrites = { pageViews: number; non2xx: number; rowsWritten: number };

// D1 rows written per 1,000 page views of consenting visitors, each with its own visitor id and
// address, as D1 reports them. They may be written up to PAGE_VIEW_FLUSH_MS after the first, so the
// meter is read again after that (docs/decisions/036).
export async function measurePageViewWrites(baseUrl: string): Promise<TPageViewWrites> {
  const before = await d1RowsWritten(baseUrl);
  const statuses = await inParallel(Array.from({ length: PAGE_VIEWS }), 50, async () => {
    const response = await fetch(`${baseUrl}/api/events`, {
      method: "POST",
      headers: {
        "CF-Connecting-IP": nextClientIp(),
        "Content-Type": "application/json",
        Origin: baseUrl,
        Cookie: `cookies-consent=accepted; mypin_analytics=${crypto.randomUUID()}`,
      },
      body: JSON.stringify({ type: "page_view", path: "/pricing" }),
    });
    await response.arrayBuffer();
    return response.status;
  });
  await new Promise((resolve) => setTimeout(resolve, PAGE_VIEW_FLUSH_MS + 2_000));
  const non2xx = statuses.filter((status) => status < 200 || status > 299).length;
  if (non2xx > PAGE_VIEWS / 2) throw new Error(`${non2xx} of ${PAGE_VIEWS} page views were not 2xx`);
  return { pageViews: PAGE_VIEWS, non2xx, rowsWritten: (await d1RowsWritten(baseUrl)) - before };
}
