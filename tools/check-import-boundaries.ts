import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { boundaryViolations } from "./import-boundaries.ts";

// Every tracked (and new, not ignored) source file of the folders the import boundaries constrain
// (docs/architecture.md#layout-and-dependencies).
const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "--", "app", "domain", "db", "worker"],
  { encoding: "utf8" },
)
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file));

const violations = files.flatMap((file) => boundaryViolations(file, readFileSync(file, "utf8")));
for (const { file, specifier, reason } of violations) console.error(`${file}: imports "${specifier}": ${reason}`);
if (violations.length > 0) process.exit(1);
console.log(`Import boundaries hold in ${files.length} files.`);
