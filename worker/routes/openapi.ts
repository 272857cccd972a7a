import { Hono } from "hono";
import type { THonoEnv } from "../env";
import { openApiDocument, type TOpenApiDocument } from "../openapi/document";

// The API's own description, built from its routes once per isolate: what the reference in
// docs/api.md is generated from, and what a client generator reads.
export function openApiRoutes(api: Parameters<typeof openApiDocument>[0]) {
  let document: TOpenApiDocument | undefined;
  return new Hono<THonoEnv>().get("/openapi.json", (c) => {
    document ??= openApiDocument(api, "/api");
    return c.json(document, 200);
  });
}
