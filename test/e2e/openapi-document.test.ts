import { Validator } from "@seriousme/openapi-schema-validator";
import { expect, inject, it } from "vitest";

// The API's document as the running app serves it, against the OpenAPI 3.1 specification's own
// JSON Schema: what a client generator or an API explorer reads first. Checked here, in Node,
// because the validator compiles schemas to functions, which the Workers runtime does not allow.
it("serves a valid OpenAPI 3.1 document at /api/openapi.json", async () => {
  const response = await fetch(`${inject("baseUrl")}/api/openapi.json`);
  expect(response.status).toBe(200);
  const document = (await response.json()) as Record<string, unknown>;

  const validator = new Validator();
  const result = await validator.validate(document);
  expect(result.errors ?? []).toEqual([]);
  expect(validator.version).toBe("3.1");

  // The same document with a parameter that says not where it goes is not one: the check can fail.
  const broken = structuredClone(document) as { paths: Record<string, Record<string, { parameters: object[] }>> };
  broken.paths["/api/pins/{name}"]?.get?.parameters.push({ name: "page" });
  expect((await new Validator().validate(broken)).valid).toBe(false);
});

it("serves a valid OpenAPI 3.1 document of the public API at /v1/openapi.json, to any website", async () => {
  const response = await fetch(`${inject("baseUrl")}/v1/openapi.json`, {
    headers: { Origin: "https://venue.example" },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
  const validator = new Validator();
  const result = await validator.validate((await response.json()) as Record<string, unknown>);
  expect(result.errors ?? []).toEqual([]);
  expect(validator.version).toBe("3.1");
});
