import { rmSync } from "node:fs";
import { run } from "../run.ts";

// Every new isolate parses the whole worker bundle before its first answer, so its size and the
// CPU of its start are what a cold request waits for. Cloudflare takes up to 10 MB compressed on
// Workers Paid; this app holds itself to far less.
export const WORKER_BUNDLE_BUDGET_KIB = 2048;
const RUNS = 5;
const PROFILE = ".wrangler/bench-startup.cpuprofile";

export type TWorkerStartup = { bundleKib: number; gzipKib: number; activeMs: number; runs: number };

// `wrangler check startup` builds the worker as `wrangler deploy` would and starts it once in a
// local workerd, printing the bundle's size and the start's CPU ("Active", garbage collection
// included); the median of a few runs evens out the machine.
function parse(output: string) {
  const bundle = /Bundle: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  const active = /Active: ([\d.]+) ms/.exec(output);
  if (!bundle || !active) throw new Error(`wrangler check startup printed no bundle or profile:\n${output}`);
  return { bundleKib: Number(bundle[1]), gzipKib: Number(bundle[2]), activeMs: Number(active[1]) };
}

export async function measureWorkerStartup(): Promise<TWorkerStartup> {
  const measured = [];
  for (let index = 0; index < RUNS; index += 1) {
    measured.push(parse(await run("wrangler", ["check", "startup", "--outfile", PROFILE])));
  }
  rmSync(PROFILE, { force: true });
  const activeMs = measured.map((run) => run.activeMs).sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
  const [first] = measured;
  if (!first) throw new Error("No startup was measured");
  return { bundleKib: first.bundleKib, gzipKib: first.gzipKib, activeMs, runs: RUNS };
}
