import { queryOptions } from "@tanstack/react-query";
import { hc } from "hono/client";
import type { AppType } from "../../worker/app";
import { call, unwrap } from "./client";

// The public API's own description (served beside it at /v1/openapi.json), which the developers
// page renders as its reference. It changes only with a deploy.
const site = hc<AppType>("/");

export const publicApiDocumentQuery = queryOptions({
  queryKey: ["public-api-document"],
  queryFn: () => unwrap(call(() => site.v1["openapi.json"].$get())),
  staleTime: Number.POSITIVE_INFINITY,
});
