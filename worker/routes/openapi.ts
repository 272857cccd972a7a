import { Hono } from "hono";
import type { THonoEnv } from "../env";
import { openApiDocument, type TApiAbout, type TOpenApiDocument } from "../openapi/document";

// An API's own description, built from its routes once per isolate: the app's API (what the
// reference in docs/api.md is generated from) and the public one (docs/public-api.md and the
// developers page), each served beside its routes.
export function openApiRoutes(api: Parameters<typeof openApiDocument>[0], base: string, about?: TApiAbout) {
  let document: TOpenApiDocument | undefined;
  return new Hono<THonoEnv>().get("/openapi.json", (c) => {
    document ??= openApiDocument(api, base, about);
    return c.json(document, 200);
  });
}
