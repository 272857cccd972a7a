import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { lengthViolation, MAX_LINES } from "./file-lengths.ts";

// Every tracked (and new, not ignored) source file outside the tests: a test file may walk through
// a long journey, but code is split by what it holds (CONTRIBUTING.md#style).
const files = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "--", "app", "domain", "db", "worker", "tools"],
  { encoding: "utf8" },
)
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file));

const violations = files.flatMap((file) => lengthViolation(file, readFileSync(file, "utf8")) ?? []);
for (const violation of violations) console.error(violation);
if (violations.length > 0) process.exit(1);
console.log(`No source file is over ${MAX_LINES} lines (${files.length} files).`);
