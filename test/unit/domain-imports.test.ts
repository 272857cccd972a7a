import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { importsOf } from "../../tools/import-boundaries";

// npm start, the seed and the Stripe setup run domain/ in Node without a bundler, which finds a
// relative import only by its file's full name.
it("imports domain/'s own files by their .ts names, as Node needs", () => {
  const files = readdirSync("domain", { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));
  const bare = files.flatMap((file) =>
    importsOf(readFileSync(`domain/${file}`, "utf8"))
      .map(({ specifier }) => specifier)
      .filter((specifier) => specifier.startsWith(".") && !specifier.endsWith(".ts"))
      .map((specifier) => `${file}: ${specifier}`),
  );
  expect(files.length).toBeGreaterThan(0);
  expect(bare).toEqual([]);
});
