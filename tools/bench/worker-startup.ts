import { rmSync } from "node:fs";
import { run } from "../run.ts";

// Every new isolate parses the whole worker bundle before its first answer, so its size and the
// CPU of its start are what a cold request waits for. Cloudflare takes up to 10 MB compressed on
// Workers Paid; this app holds itself to far less.
export const WORKER_BUNDLE_BUDGET_KIB = 2048;
// This machine's CPU time for one start varies by half from run to run; the median of nine, and
// the fastest, which no neighbour slowed, are steadier than five.
export const STARTUP_RUNS = 9;
const PROFILE = ".wrangler/bench-startup.cpuprofile";

export type TWorkerStartup = { bundleKib: number; gzipKib: number; activeMs: number; fastestMs: number; runs: number };

// `wrangler check startup` builds the worker as `wrangler deploy` would and starts it once in a
// local workerd, printing the bundle's size and the start's CPU ("Active", garbage collection
// included).
function parse(output: string) {
  const bundle = /Bundle: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  const active = /Active: ([\d.]+) ms/.exec(output);
  if (!bundle || !active) throw new Error(`wrangler check startup printed no bundle or profile:\n${output}`);
  return { bundleKib: Number(bundle[1]), gzipKib: Number(bundle[2]), activeMs: Number(active[1]) };
}

export async function measureWorkerStartup(): Promise<TWorkerStartup> {
  const measured = [];
  for (let index = 0; index < STARTUP_RUNS; index += 1) {
    measured.push(parse(await run("wrangler", ["check", "startup", "--outfile", PROFILE])));
  }
  rmSync(PROFILE, { force: true });
  const times = measured.map((run) => run.activeMs).sort((a, b) => a - b);
  const [first] = measured;
  if (!first) throw new Error("No startup was measured");
  const activeMs = times[Math.floor(STARTUP_RUNS / 2)] ?? 0;
  return { bundleKib: first.bundleKib, gzipKib: first.gzipKib, activeMs, fastestMs: times[0] ?? 0, runs: STARTUP_RUNS };
}
