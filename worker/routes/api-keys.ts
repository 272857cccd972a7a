import { Hono } from "hono";
import * as z from "zod";
import { ZApiKeys, ZIssuedApiKey, ZRenamedApiKey } from "../../domain/answers/api-keys";
import { ZApiKeyChange, ZApiKeyId, ZNewApiKey } from "../../domain/api-key-requests";
import type { THonoEnv } from "../env";
import { accountLimit } from "../middleware/account-limit";
import { describe } from "../middleware/describe";
import { requireLiveSession } from "../middleware/require-live-session";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { changeKey } from "../services/api-keys/change-key";
import { createKey } from "../services/api-keys/create-key";
import { listKeys } from "../services/api-keys/list-keys";
import { revokeKey } from "../services/api-keys/revoke-key";
import { rotateKey } from "../services/api-keys/rotate-key";

const tag = "API keys";
const keyId = validate("param", ZApiKeyId);
// Rotating and revoking share one daily count: each retires a secret for good.
const revocations = accountLimit("apiKeyRevoke", "API_KEY_REVOCATIONS_LIMITED");

const CREATE = `Live session. A server key, or a browser key answering only from the websites it lists (1 to 10 origins, e.g. \`https://example.com\`, or \`http://localhost:3000\` while developing). The key itself (\`mp_\` and 43 characters) is in this answer only: it is stored as its SHA-256. At most 10 live keys per account (409 \`API_KEY_LIMIT\`, also for two created at once), and at most 20 keys created per account in any 24 hours (429 \`API_KEY_CREATIONS_LIMITED\`, with \`Retry-After\`). \`monthlyCap\`: the most calls a month the key may make, from 1 to the account's monthly allowance (past it, its calls are refused with 429 \`API_KEY_CAP_REACHED\`); null or left out, the key shares the account's allowance alone. Meant for a browser key, which sits in a page where anyone can copy it.`;

const ROTATE = `Live session, own key. A new secret for the same key (its name, websites and this month's calls stay), shown in this answer only. The old secret is refused (401 \`API_KEY_REVOKED\`) from this moment. 404 \`API_KEY_NOT_FOUND\`. Rotations and revocations together: at most 20 per account in any 24 hours (429 \`API_KEY_REVOCATIONS_LIMITED\`, with \`Retry-After\`).`;

// The account's keys to the public API (docs/decisions/046): list, create, rename or cap, rotate,
// revoke.
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
    accountLimit("apiKeyCreate", "API_KEY_CREATIONS_LIMITED"),
    async (c) => c.json(await createKey(c.var.deps, c.var.user.id, c.req.valid("json")), 201),
  )
  .patch(
    "/:id",
    describe({
      tag,
      summary: "Rename an API key or set its monthly cap",
      description:
        "Live session, own key. A new `name`, a new `monthlyCap` (from 1 to the account's monthly allowance, or null for none of its own), or both; a cap holds from the key's next call. 404 `API_KEY_NOT_FOUND`.",
      answers: { 200: ZRenamedApiKey },
      refuses: ["API_KEY_NOT_FOUND"],
    }),
    requireLiveSession,
    keyId,
    validate("json", ZApiKeyChange),
    async (c) => c.json(await changeKey(c.var.deps, c.var.user.id, c.req.valid("param").id, c.req.valid("json")), 200),
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
    revocations,
    async (c) => c.json(await rotateKey(c.var.deps, c.var.user.id, c.req.valid("param").id), 200),
  )
  .delete(
    "/:id",
    describe({
      tag,
      summary: "Revoke an API key",
      description:
        "Live session, own key. Refused from this moment (401 `API_KEY_REVOKED`) and gone from the list; its calls this month still count. 404 `API_KEY_NOT_FOUND`. Counted with rotations: at most 20 per account in any 24 hours (429 `API_KEY_REVOCATIONS_LIMITED`).",
      answers: { 204: null },
      refuses: ["API_KEY_NOT_FOUND"],
    }),
    requireLiveSession,
    keyId,
    validate("json", z.object({})),
    revocations,
    async (c) => {
      await revokeKey(c.var.deps, c.var.user.id, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
