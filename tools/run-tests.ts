import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { constants, setPriority } from "node:os";

// The whole test command: lint (format, lint rules, import boundaries), type-check and every vitest
// project (unit, component, worker, and e2e when Debian's chromium is installed), ending with the plain totals
// line CI reads. A failed lint or type-check counts as a failure but the suites still run, so one
// run shows everything that is wrong.
//
// Four lanes run side by side, each a vitest of its own: vitest gives every project of one run the
// same number of workers, and these want different ones (the browser files two at a time against
// one server, the worker files that share a runtime one at a time). Together they keep both cores
// busy, so the run takes what its CPU work takes (docs/testing.md). The browser lane prints
// as it goes; the others' output is printed whole when each ends, so they never mix. Extra
// arguments (files, -t) go to every lane; a lane they select nothing in passes.
const TOTALS = "test-results/totals.txt";
const args = process.argv.slice(2);

type TStep = { label: string; command: string; args: string[] };
// A lane prints as it goes (inherit) or whole at its end; its last step is vitest writing `report`.
// A yielding lane runs at the lowest CPU priority, on what the other leaves idle.
type TLane = { name: string; inherit: boolean; yields: boolean; steps: TStep[]; report: string };

const vitestStep = (projects: string[], report: string, extra: string[] = []): TStep => ({
  label: "Tests",
  command: "vitest",
  args: [
    "run",
    ...projects.flatMap((project) => ["--project", project]),
    ...extra,
    "--passWithNoTests",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...args,
  ],
});

const NODE_REPORT = "test-results/vitest-node.json";
const WORKER_REPORT = "test-results/vitest-worker.json";
const WORKER_ALONE_REPORT = "test-results/vitest-worker-alone.json";
const BROWSER_REPORT = "test-results/vitest-browser.json";
// The browser suite waits on pages rendering, and every slice of CPU taken from chromium stretches
// each of its waits, so the other lanes yield: they run on what it leaves idle, and mostly once it
// has ended, so their tests wait long for the CPU and have long timeouts. They are three: the
// checks and the suites in Node, the worker files that share one runtime (one at a time, as they
// share its memory), and the worker files that each start a runtime of their own (two at a time).
const lanes: TLane[] = [
  {
    name: "checks, unit and component",
    inherit: false,
    yields: true,
    steps: [
      { label: "Lint", command: "npm", args: ["run", "--silent", "lint"] },
      { label: "Type-check", command: "npm", args: ["run", "--silent", "typecheck"] },
      vitestStep(["unit", "component"], NODE_REPORT),
    ],
    report: NODE_REPORT,
  },
  {
    name: "worker",
    inherit: false,
    yields: true,
    steps: [vitestStep(["worker"], WORKER_REPORT, ["--maxWorkers=1"])],
    report: WORKER_REPORT,
  },
  {
    name: "worker alone",
    inherit: false,
    yields: true,
    steps: [vitestStep(["worker-alone"], WORKER_ALONE_REPORT)],
    report: WORKER_ALONE_REPORT,
  },
  {
    name: "browser",
    inherit: true,
    yields: false,
    steps: [vitestStep(["e2e"], BROWSER_REPORT)],
    report: BROWSER_REPORT,
  },
];

type TStepResult = { label: string; ok: boolean };

function runStep(step: TStep, lane: TLane, output: string[]) {
  return new Promise<boolean>((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: lane.inherit ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : "0" },
    });
    // Set before the step has started anything of its own (node is still loading), so its
    // workers and workerd runtimes inherit it.
    if (lane.yields && child.pid !== undefined) setPriority(child.pid, constants.priority.PRIORITY_LOW);
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.on("error", (error) => {
      output.push(`${error.message}\n`);
      resolve(false);
    });
    child.on("exit", (code) => resolve(code === 0));
  });
}

async function runLane(lane: TLane): Promise<TStepResult[]> {
  const output: string[] = [];
  const results: TStepResult[] = [];
  for (const step of lane.steps) results.push({ label: step.label, ok: await runStep(step, lane, output) });
  if (!lane.inherit) process.stdout.write(`\n── ${lane.name} ──\n${output.join("")}`);
  return results;
}

type TReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
function readReport(path: string): TReport | null {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as TReport;
  } catch {
    return null;
  }
}

mkdirSync("test-results", { recursive: true });
// A report left by an earlier run must never stand in for one this run did not write.
for (const lane of lanes) rmSync(lane.report, { force: true });
const results = await Promise.all(lanes.map(runLane));

let passed = 0;
let failed = 0;
let skipped = 0;
for (const [index, lane] of lanes.entries()) {
  const steps = results[index] ?? [];
  for (const step of steps.filter((step) => !step.ok && step.label !== "Tests")) {
    console.error(`${step.label} failed.`);
    failed += 1;
  }
  const report = readReport(lane.report);
  // A run that could not even report counts as one failure, never as a pass.
  if (report === null) {
    console.error(`The ${lane.name} tests wrote no report.`);
    failed += 1;
    continue;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // Vitest can fail with every test passed: an error outside a test, an unhandled rejection.
  if (!steps.at(-1)?.ok && report.numFailedTests === 0) failed += 1;
}
const totals = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
writeFileSync(TOTALS, `${totals}\n`);
console.log(totals);
process.exit(failed > 0 ? 1 : 0);
