import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { constants, setPriority } from "node:os";

// The whole test command: lint (format, lint rules, import boundaries), type-check and every vitest
// project (unit, component, worker, and e2e when Debian's chromium is installed), ending with the plain totals
// line CI reads. A failed lint or type-check counts as a failure but the suites still run, so one
// run shows everything that is wrong.
//
// Two lanes run side by side. Vitest runs a project whose files go one at a time (the browser
// suite, against one server) only after every other project has finished, so in one vitest the
// browser suite waited for the worker suite; the browser files spend most of their time waiting on
// the browser and the server, which leaves room for the other lane on two cores. The browser lane
// prints as it goes; the other lane's output is printed whole when it ends, so the two never mix.
// Extra arguments (files, -t) go to both lanes; a lane they select nothing in passes.
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
const BROWSER_REPORT = "test-results/vitest-browser.json";
const lanes: TLane[] = [
  {
    name: "checks, unit, component and worker",
    inherit: false,
    // The browser suite waits on pages rendering, and every slice of CPU taken from chromium
    // stretches each of its waits: beside this lane at equal priority it took about 27 minutes,
    // alone about 14, and it keeps only about one of the two cores busy. This lane takes the rest.
    yields: true,
    steps: [
      { label: "Lint", command: "npm", args: ["run", "--silent", "lint"] },
      { label: "Type-check", command: "npm", args: ["run", "--silent", "typecheck"] },
      // One file at a time: the browser lane is the longer, and a second workerd would slow it.
      vitestStep(["unit", "component", "worker*"], NODE_REPORT, ["--maxWorkers=1"]),
    ],
    report: NODE_REPORT,
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
