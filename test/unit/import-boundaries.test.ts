import { describe, expect, it } from "vitest";
import { boundaryViolations, importsOf } from "../../tools/import-boundaries";

const reasons = (file: string, source: string) => boundaryViolations(file, source).map((found) => found.reason);

describe("reading imports", () => {
  it("finds static, re-exported, side-effect and dynamic imports, and which are types only", () => {
    const source = [
      'import { a, type B } from "./one";',
      'import type { C } from "./two";',
      'import { type D, type E as F } from "./three";',
      'export { g } from "./four";',
      'import "./five.css";',
      'const lazy = () => import("./six");',
      "import {",
      "  h,",
      "  i,",
      '} from "./seven";',
    ].join("\n");
    expect(importsOf(source)).toEqual([
      { specifier: "./one", typeOnly: false, names: ["a", "B"] },
      { specifier: "./two", typeOnly: true, names: ["C"] },
      { specifier: "./three", typeOnly: true, names: ["D", "E"] },
      { specifier: "./four", typeOnly: false, names: ["g"] },
      { specifier: "./seven", typeOnly: false, names: ["h", "i"] },
      { specifier: "./five.css", typeOnly: false, names: [] },
      { specifier: "./six", typeOnly: false, names: [] },
    ]);
  });
});

describe("the import boundaries of docs/architecture.md", () => {
  it("lets app/ take the type AppType from worker/app and nothing else from worker/", () => {
    expect(reasons("app/api.ts", 'import type { AppType } from "../worker/app";')).toEqual([]);
    expect(reasons("app/api.ts", 'import { type AppType } from "../worker/app";')).toEqual([]);
    expect(reasons("app/api.ts", 'import { AppType } from "../worker/app";')).toEqual([
      "app/ takes nothing from worker/ but the type AppType",
    ]);
    expect(reasons("app/hooks/x.ts", 'import type { TEnv } from "../../worker/env";')).toEqual([
      "app/ takes nothing from worker/ but the type AppType",
    ]);
    expect(reasons("app/pages/x.tsx", 'const m = () => import("../../worker/errors");')).toHaveLength(1);
    expect(reasons("app/x.ts", 'import { users } from "../db/schema";')).toEqual(["app/ must not import db/"]);
  });

  it("lets domain/ import zod and its own modules only", () => {
    expect(reasons("domain/names.ts", 'import * as z from "zod";\nimport { PRODUCT } from "./messages/site";')).toEqual(
      [],
    );
    expect(reasons("domain/names.ts", 'import { Hono } from "hono";')).toEqual(["domain/ imports no package but zod"]);
    expect(reasons("domain/x/y.ts", 'import { createDb } from "../../db/client";')).toEqual([
      "domain/ must not import db/",
    ]);
    expect(reasons("domain/x.ts", 'import type { Env } from "../worker/env";')).toEqual([
      "domain/ must not import worker/",
    ]);
  });

  it("keeps react-router's Link and NavLink out of app/, which links through its own", () => {
    expect(reasons("app/pages/x.tsx", 'import { Link, useNavigate } from "react-router";')).toEqual([
      "app/ takes Link and NavLink from components/ui/link.tsx, not react-router",
    ]);
    expect(reasons("app/x.tsx", 'import { NavLink as Nav } from "react-router";')).toHaveLength(1);
    expect(reasons("app/pages/x.tsx", 'import { useNavigate, useSearchParams } from "react-router";')).toEqual([]);
    expect(reasons("app/pages/x.tsx", 'import { Link } from "../components/ui/link";')).toEqual([]);
  });

  it("keeps db/ from worker/ and app/, and worker/ from app/", () => {
    expect(reasons("db/queries/pins.ts", 'import { AppError } from "../../worker/errors";')).toEqual([
      "db/ must not import worker/",
    ]);
    expect(reasons("db/schema.ts", 'import { storage } from "../app/storage";')).toEqual(["db/ must not import app/"]);
    expect(reasons("db/schema.ts", 'import { tierOf } from "../domain/names";')).toEqual([]);
    expect(reasons("worker/app.ts", 'import { client } from "../app/api";')).toEqual(["worker/ must not import app/"]);
    expect(reasons("worker/app.ts", 'import type { TDb } from "../db/client";')).toEqual([]);
  });

  it("leaves SQL to db/: worker/ imports neither drizzle-orm nor a table", () => {
    expect(reasons("worker/services/x.ts", 'import { sql } from "drizzle-orm";')).toEqual([
      "worker/ imports no drizzle-orm: db/ speaks SQL",
    ]);
    expect(reasons("worker/services/x.ts", 'import type { BatchItem } from "drizzle-orm/batch";')).toEqual([
      "worker/ imports no drizzle-orm: db/ speaks SQL",
    ]);
    expect(reasons("worker/routes/x.ts", 'import type { TOutboxRow } from "../../db/schema";')).toEqual([
      "worker/ imports no table: db/queries reads them",
    ]);
    expect(reasons("worker/cron/x.ts", 'import { mypins } from "../../db/tables/pins";')).toEqual([
      "worker/ imports no table: db/queries reads them",
    ]);
    expect(reasons("worker/services/x.ts", 'import { findPinByName } from "../../db/queries/pins";')).toEqual([]);
    expect(reasons("db/queries/x.ts", 'import { sql } from "drizzle-orm";')).toEqual([]);
  });

  it("keeps routes to HTTP: a route calls a service, which reads and writes through db/", () => {
    for (const specifier of ["../../db/client", "../../db/queries/pins"]) {
      expect(reasons("worker/routes/x.ts", `import { createDb } from "${specifier}";`)).toEqual([
        "worker/routes/ imports nothing from db/: a route calls a service",
      ]);
    }
    expect(reasons("worker/routes/x.ts", 'import type { TPinScope } from "../../db/queries/pins";')).toEqual([
      "worker/routes/ imports nothing from db/: a route calls a service",
    ]);
    expect(reasons("worker/services/x.ts", 'import { toStatement } from "../../db/client";')).toEqual([]);
    expect(reasons("worker/middleware/x.ts", 'import { findSession } from "../../db/queries/sessions";')).toEqual([]);
  });

  it("keeps the request out of use cases: worker/services/ imports no hono but its html template", () => {
    for (const source of ['import type { Context } from "hono";', 'import { getCookie } from "hono/cookie";']) {
      expect(reasons("worker/services/accounts/x.ts", source)).toEqual([
        "worker/services/ imports no hono: a use case takes plain input, not the request",
      ]);
    }
    expect(reasons("worker/services/site/x.ts", 'import { html } from "hono/html";')).toEqual([]);
    expect(reasons("worker/http/x.ts", 'import { getCookie } from "hono/cookie";')).toEqual([]);
    expect(reasons("worker/routes/x.ts", 'import { Hono } from "hono";')).toEqual([]);
  });

  it("builds one db per request: only the dependencies and the Durable Object call createDb", () => {
    const source = 'import { createDb, type TDb } from "../../../db/client";';
    expect(reasons("worker/services/pins/x.ts", source)).toEqual([
      "worker/ takes its db from the request's dependencies, not createDb",
    ]);
    expect(reasons("worker/middleware/x.ts", 'import { createDb } from "../../db/client";')).toHaveLength(1);
    expect(reasons("worker/services/pins/x.ts", 'import type { TDb } from "../../../db/client";')).toEqual([]);
    expect(reasons("worker/platform/dependencies.ts", 'import { createDb } from "../../db/client";')).toEqual([]);
    expect(reasons("worker/durable/name-lock.ts", 'import { createDb } from "../../db/client";')).toEqual([]);
  });
});
