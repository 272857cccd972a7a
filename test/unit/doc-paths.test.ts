import { describe, expect, it } from "vitest";
import { missingFiles } from "../../tools/doc-paths.ts";

const TREE = ["worker/services/api-keys/key-access.ts", "docs/decisions/047-unknown-paths-are-404s.md", "README.md"];

describe("missingFiles", () => {
  it("passes a file named by its path or by its tail, and a link to a file or a folder", () => {
    const doc = [
      "`worker/services/api-keys/key-access.ts` and `key-access.ts`, `api-keys/key-access.ts`;",
      "[047](decisions/047-unknown-paths-are-404s.md#context), [the folder](decisions/), [up](../README.md).",
    ].join("\n");
    expect(missingFiles("docs/architecture.md", doc, TREE)).toEqual([]);
  });

  it("names a file a rename left behind, and a link to nothing", () => {
    const doc = "`worker/services/api-keys/keys.ts` and [048](decisions/048-gone.md)";
    expect(missingFiles("docs/architecture.md", doc, TREE)).toEqual([
      "docs/architecture.md: names worker/services/api-keys/keys.ts, which is not in the tree",
      "docs/architecture.md: names docs/decisions/048-gone.md, which is not in the tree",
    ]);
  });

  it("leaves patterns, the build's outputs and addresses alone", () => {
    const doc =
      "`docs/decisions/NNN-title.md`, `domain/messages/<area>.ts`, `dist/client/index.json`, [x](https://hono.dev/a.md)";
    expect(missingFiles("docs/architecture.md", doc, TREE)).toEqual([]);
  });

  it("does not take a tail that only ends a file's name", () => {
    expect(missingFiles("README.md", "`access.ts`", TREE)).toEqual([
      "README.md: names access.ts, which is not in the tree",
    ]);
  });
});
