import autocannon from "autocannon";
import { nextClientIp } from "./client.ts";

export type TLoadResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number; non2xx: number };

// headers: what every request also sends (an API key).
function fire(url: string, connections: number, seconds: number, headers: Record<string, string> = {}) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, ...headers, "CF-Connecting-IP": nextClientIp() },
        }),
      },
    ],
  });
}

// A run mostly answered with errors (rate limits, a crashed worker) measures the error path, not
// the endpoint: the bench stops rather than print a fast number for it.
export async function measureLoad(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<TLoadResult> {
  const result = await fire(url, connections, seconds, headers);
  const requests = result.requests.total;
  const non2xx = result.non2xx + result.errors + result.timeouts;
  if (requests === 0 || non2xx > requests / 2) {
    throw new Error(
      `${url} at ${connections} connections: of ${requests} answers ${result.non2xx} were not 2xx; ` +
        `${result.errors} more requests failed, ${result.timeouts} of them timed out`,
    );
  }
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests,
    non2xx,
  };
}

export async function warmUp(targets: { url: string; headers?: Record<string, string> }[], seconds: number) {
  for (const { url, headers } of targets) await fire(url, 10, seconds, headers);
}
