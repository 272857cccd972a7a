import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { expect, it, describe as suite } from "vitest";
import * as z from "zod";
import type { TErrorCode } from "../../domain/errors";
import { app } from "../../worker/app";
import type { THonoEnv } from "../../worker/env";
import { AppError, answerError } from "../../worker/errors";
import { describe } from "../../worker/middleware/describe";
import { rateLimit } from "../../worker/middleware/rate-limit";
import { routeParts, type TOpenApiDocument } from "../../worker/openapi/document";
import { referenceMarkdown } from "../../worker/openapi/reference-markdown";
import { apiFrom, get } from "../helpers/worker/api";
import { captureConsole } from "../helpers/worker/console";

const DOCUMENT_PATH = "/api/openapi.json";

async function served() {
  const response = await get(DOCUMENT_PATH);
  expect(response.status).toBe(200);
  return (await response.json()) as TOpenApiDocument;
}

suite("GET /api/openapi.json", () => {
  it("describes every route of the API, and nothing else", async () => {
    const routes = [...routeParts(app)].filter(([key]) => / \/api\//.test(key) && !key.endsWith(DOCUMENT_PATH));
    const undescribed = routes.filter(([, parts]) => !parts.some((part) => part.kind === "doc")).map(([key]) => key);
    expect(undescribed).toEqual([]);

    const document = await served();
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    expect(operations.toSorted()).toEqual(routes.map(([key]) => key).toSorted());
  });

  it("is an OpenAPI 3.1 document whose every reference resolves", async () => {
    const document = await served();
    expect(document.openapi).toBe("3.1.0");
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)];
    expect(references.length).toBeGreaterThan(0);
    for (const [, name] of references) expect(document.components.schemas).toHaveProperty(name as string);
  });

  it("gives each operation its answers, the refusals of its guards and the error shape", async () => {
    const document = await served();
    const search = document.paths["/api/pins/{name}"]?.get as Record<string, Record<string, unknown>>;
    expect(Object.keys(search.responses ?? {})).toEqual(["200", "400", "404", "429", "default"]);
    expect(search.responses?.["429"]).toMatchObject({ description: "`SEARCH_RATE_LIMITED`" });
    expect(search.parameters).toEqual([expect.objectContaining({ name: "name", in: "path", required: true })]);
  });

  // `npm run docs:api` rewrites the file when a route changes; CI fails on a stale one.
  it("is what docs/api.md renders", async () => {
    await expect(referenceMarkdown(await served())).toMatchFileSnapshot("../../docs/api.md");
  });
});

suite("answers outside their route's contract", () => {
  const ZAnswer = z.object({ ok: z.literal(true) });
  const doc = { tag: "Test", summary: "A test route", answers: { 200: ZAnswer }, refuses: ["NAME_TAKEN"] } as const;
  const contracted = (answer: unknown, status: 200 | 201 = 200) =>
    new Hono<THonoEnv>().get("/", describe(doc), (c) => c.json(answer, status)).onError(answerError);
  const refusing = (code: TErrorCode) =>
    new Hono<THonoEnv>()
      .get("/", describe(doc), rateLimit("SEARCH_LIMIT", "SEARCH_RATE_LIMITED"), () => {
        throw new AppError(code);
      })
      .onError(answerError);

  it("passes an answer its schema parses whole", async () => {
    const response = await contracted({ ok: true }).request("/", {}, env);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it.each([
    ["a field of the wrong type", { ok: "yes" }, 200, "ok: Invalid input"],
    ["a field the schema does not declare", { ok: true, passwordHash: "x" }, 200, "passwordHash is not in its schema"],
    ["a status it does not declare", { ok: true }, 201, "status 201 is not one it declares"],
  ] as const)("turns %s into a logged fault", async (_, answer, status, reason) => {
    const errors = captureConsole("error");
    const response = await contracted(answer, status).request("/", {}, env);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { code: "INTERNAL" } });
    expect(errors()).toEqual([expect.stringContaining(`GET / answered outside its contract: ${reason}`)]);
  });

  it("passes a refusal its route declares, its guards answer or any route may answer", async () => {
    for (const code of ["NAME_TAKEN", "SEARCH_RATE_LIMITED", "FORBIDDEN_ORIGIN"] as const) {
      const response = await refusing(code).request("/", {}, env, createExecutionContext());
      expect(await response.json()).toMatchObject({ error: { code } });
    }
  });

  it("turns a refusal its route does not declare into a logged fault", async () => {
    const errors = captureConsole("error");
    const response = await refusing("PAYMENT_FAILED").request("/", {}, env, createExecutionContext());
    expect(response.status).toBe(500);
    expect(errors()).toEqual([
      expect.stringContaining("GET / answered outside its contract: refusal PAYMENT_FAILED is not one it declares"),
    ]);
  });

  // The bench measures what production would, where nothing is checked.
  it("checks nothing with CHECK_ANSWERS=false", async () => {
    const response = await contracted({ ok: "yes" }).request("/", {}, { ...env, CHECK_ANSWERS: "false" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: "yes" });
  });

  it("lets any route refuse in the error shape", async () => {
    const response = await apiFrom().pins[":name"].$get({ param: { name: "a\u200bb" } });
    expect(response.status).toBe(400);
  });
});
