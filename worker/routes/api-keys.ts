import { Hono } from "hono";
import { z } from "zod";
import { ZApiKeys, ZIssuedApiKey, ZRenamedApiKey } from "../../domain/answers/api-keys";
import { ZApiKeyId, ZApiKeyRename, ZNewApiKey } from "../../domain/api-key-requests";
import type { THonoEnv } from "../env";
import { describe } from "../middleware/describe";
import { requireLiveSession } from "../middleware/require-live-session";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { createKey, listKeys, renameKey, revokeKey, rotateKey } from "../services/api-keys/api-keys";

const tag = "API keys";
const keyId = validate("param", ZApiKeyId);

const CREATE = `Live session. A server key, or a browser key answering only from the websites it lists (1 to 10 origins, e.g. \`https://example.com\`, or \`http://localhost:3000\` while developing). The key itself (\`mp_\` and 43 characters) is in this answer only: it is stored as its SHA-256. At most 10 live keys per account (409 \`API_KEY_LIMIT\`, also for two created at once).`;

const ROTATE = `Live session, own key. A new secret for the same key (its name, websites and this month's calls stay), shown in this answer only. The old secret is refused (401 \`API_KEY_REVOKED\`) from this moment. 404 \`API_KEY_NOT_FOUND\`.`;

// The account's keys to the public API (docs/decisions/046): list, create, rename, rotate, revoke.
export const apiKeyRoutes = new Hono<THonoEnv>()
  .get(
    "/",
    describe({
      tag,
      summary: "The user's API keys and this month's use",
      description:
        "Live keys, oldest first, each with its calls this month, and the account's calls this month by UTC day against its free monthly quota (counted by the account's quota object, exact).",
      answers: { 200: ZApiKeys },
      refuses: [],
    }),
    requireUser,
    async (c) => c.json(await listKeys(c.var.deps, c.var.user.id), 200),
  )
  .post(
    "/",
    describe({
      tag,
      summary: "Create an API key",
      description: CREATE,
      answers: { 201: ZIssuedApiKey },
      refuses: ["API_KEY_LIMIT"],
    }),
    requireLiveSession,
    validate("json", ZNewApiKey),
    async (c) => c.json(await createKey(c.var.deps, c.var.user.id, c.req.valid("json")), 201),
  )
  .patch(
    "/:id",
    describe({
      tag,
      summary: "Rename an API key",
      description: "Live session, own key. 404 `API_KEY_NOT_FOUND`.",
      answers: { 200: ZRenamedApiKey },
      refuses: ["API_KEY_NOT_FOUND"],
    }),
    requireLiveSession,
    keyId,
    validate("json", ZApiKeyRename),
    async (c) => c.json(await renameKey(c.var.deps, c.var.user.id, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .post(
    "/:id/rotate",
    describe({
      tag,
      summary: "Give an API key a new secret",
      description: ROTATE,
      answers: { 200: ZIssuedApiKey },
      refuses: ["API_KEY_NOT_FOUND"],
    }),
    requireLiveSession,
    keyId,
    validate("json", z.object({})),
    async (c) => c.json(await rotateKey(c.var.deps, c.var.user.id, c.req.valid("param").id), 200),
  )
  .delete(
    "/:id",
    describe({
      tag,
      summary: "Revoke an API key",
      description:
        "Live session, own key. Refused from this moment (401 `API_KEY_REVOKED`) and gone from the list; its calls this month still count. 404 `API_KEY_NOT_FOUND`.",
      answers: { 204: null },
      refuses: ["API_KEY_NOT_FOUND"],
    }),
    requireLiveSession,
    keyId,
    validate("json", z.object({})),
    async (c) => {
      await revokeKey(c.var.deps, c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
