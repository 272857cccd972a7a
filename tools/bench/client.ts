// Every request of the bench comes from a client address of its own, as the browser suite's do:
// the per-IP rate limits would otherwise answer most of a load run with 429s. Local workerd takes
// CF-Connecting-IP as the request sends it.
let clients = 0;

export function nextClientIp() {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

// Runs `task` for each item, at most `concurrency` at a time, keeping the results in order.
export async function inParallel<T, R>(items: T[], concurrency: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

// The D1 rows the server's one isolate has written since it started, as D1 reported them
// (/dev/d1-meter, development only).
export async function d1RowsWritten(baseUrl: string) {
  const response = await fetch(`${baseUrl}/dev/d1-meter`);
  if (!response.ok) throw new Error(`/dev/d1-meter answered ${response.status}`);
  return ((await response.json()) as { rowsWritten: number }).rowsWritten;
}
