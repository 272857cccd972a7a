import { queryOptions } from "@tanstack/react-query";
import { call, client } from "./client";
import { queryKeys } from "./query-keys";

// Where the visitor is, for the currency: the edge's country answers once per visit, and a
// failure just leaves Geo unknown.
export const geoQuery = queryOptions({
  queryKey: queryKeys.geo,
  queryFn: async () => {
    const result = await call(() => client.geo.$get());
    return result.ok ? result.data : { country: null, currency: null };
  },
  staleTime: Infinity,
});
