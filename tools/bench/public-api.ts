import { SEARCH_FLUSH_MS } from "../../domain/search-counts.ts";
import { DEMO_ACCOUNTS } from "../demo-data.ts";
import { d1RowsWritten, inParallel, nextClientIp } from "./client.ts";

const CALLS = 1_000;

export type TApiWrites = { calls: number; non2xx: number; rowsWritten: number };

// A server key of the demo owner's, created through the API as the keys screen creates one.
export async function benchApiKey(baseUrl: string): Promise<string> {
  const ip = nextClientIp();
  const json = { "Content-Type": "application/json", Origin: baseUrl, "CF-Connecting-IP": ip };
  const { email, password } = DEMO_ACCOUNTS.owner;
  const signedIn = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (!signedIn.ok) throw new Error(`Signing in the demo owner answered ${signedIn.status}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  const created = await fetch(`${baseUrl}/api/me/api-keys`, {
    method: "POST",
    headers: { ...json, Cookie: cookie },
    body: JSON.stringify({ name: "Bench", kind: "server" }),
  });
  if (created.status !== 201) throw new Error(`Creating the bench's API key answered ${created.status}`);
  return ((await created.json()) as { secret: string }).secret;
}

// D1 rows written per 1,000 keyed calls of GET /v1/pins/{name}, the quota's counting included (it
// is the quota object's own storage, not D1); searches are written within SEARCH_FLUSH_MS.
export async function measureApiWrites(baseUrl: string, name: string, key: string): Promise<TApiWrites> {
  const before = await d1RowsWritten(baseUrl);
  const statuses = await inParallel(Array.from({ length: CALLS }), 50, async () => {
    const response = await fetch(`${baseUrl}/v1/pins/${encodeURIComponent(name)}`, {
      headers: { Authorization: `Bearer ${key}`, "CF-Connecting-IP": nextClientIp() },
    });
    await response.arrayBuffer();
    return response.status;
  });
  await new Promise((resolve) => setTimeout(resolve, SEARCH_FLUSH_MS + 2_000));
  const non2xx = statuses.filter((status) => status < 200 || status > 299).length;
  if (non2xx > CALLS / 2) throw new Error(`${non2xx} of ${CALLS} calls of /v1/pins/${name} were not 2xx`);
  return { calls: CALLS, non2xx, rowsWritten: (await d1RowsWritten(baseUrl)) - before };
}
