import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";

// What these tests read of wrangler's configuration, whose declared type the wrangler package names
// but does not ship.
type TDeployment = {
  name: string;
  vars: Record<string, unknown>;
  routes?: unknown[];
  d1_databases: { binding: string; database_name?: string }[];
  r2_buckets: { binding: string; bucket_name?: string }[];
  durable_objects: { bindings: unknown[] };
  ratelimits: { name: string; namespace_id: string; simple: unknown }[];
  triggers: unknown;
  migrations: unknown;
  observability: unknown;
};

// wrangler.toml as wrangler reads it for each deployment: the top level is production, and
// [env.staging] inherits none of its bindings, vars or rate limits, so it must repeat every one.
const read = (env: string): TDeployment =>
  unstable_readConfig({ config: "wrangler.toml", env }, { hideWarnings: true });
const production = read("");
const staging = read("staging");
const ENVIRONMENTS = { production: { config: production, digits: "01" }, staging: { config: staging, digits: "02" } };

const sorted = (names: string[]) => [...names].sort();

describe("the staging environment", () => {
  it("has every binding and variable production has, on resources of its own", () => {
    expect(sorted(Object.keys(staging.vars))).toEqual(sorted(Object.keys(production.vars)));
    expect(staging.d1_databases.map(({ binding }) => binding)).toEqual(
      production.d1_databases.map(({ binding }) => binding),
    );
    expect(staging.r2_buckets.map(({ binding }) => binding)).toEqual(
      production.r2_buckets.map(({ binding }) => binding),
    );
    expect(staging.durable_objects.bindings).toEqual(production.durable_objects.bindings);
    const limits = (config: TDeployment) =>
      Object.fromEntries(config.ratelimits.map(({ name, simple }) => [name, simple]));
    expect(limits(staging)).toEqual(limits(production));

    expect(staging.name).toBe("mypin-staging");
    expect(staging.d1_databases[0]?.database_name).not.toBe(production.d1_databases[0]?.database_name);
    expect(staging.r2_buckets[0]?.bucket_name).not.toBe(production.r2_buckets[0]?.bucket_name);
    expect(staging.vars.PUBLIC_ORIGIN).not.toBe(production.vars.PUBLIC_ORIGIN);
  });

  it("serves on its own domain, and runs the same schedules and Durable Object migrations", () => {
    const patterns = (config: TDeployment) => (config.routes ?? []).map((route) => JSON.stringify(route));
    expect(patterns(staging).filter((route) => patterns(production).includes(route))).toEqual([]);
    expect(staging.triggers).toEqual(production.triggers);
    expect(staging.migrations).toEqual(production.migrations);
    expect(staging.observability).toEqual(production.observability);
  });
});

describe("the rate limit namespace ids", () => {
  it("are MyPin's 46EENN, the environment's EE and the same NN for a binding in every environment", () => {
    for (const { config, digits } of Object.values(ENVIRONMENTS)) {
      for (const { namespace_id } of config.ratelimits) expect(namespace_id).toMatch(new RegExp(`^46${digits}\\d\\d$`));
    }
    const binding = (config: TDeployment) =>
      Object.fromEntries(config.ratelimits.map(({ name, namespace_id }) => [name, namespace_id.slice(-2)]));
    expect(binding(staging)).toEqual(binding(production));
  });

  it("are never shared, since an id counts across the whole Cloudflare account", () => {
    const ids = [...production.ratelimits, ...staging.ratelimits].map(({ namespace_id }) => namespace_id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
