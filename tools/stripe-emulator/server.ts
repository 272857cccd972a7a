// A local Stripe API for development and tests: `startStripeEmulator()` serves /v1 (the parts of
// Stripe's API that MyPin uses), the hosted checkout and billing portal pages, and /_emulator
// controls, keeps everything in memory and sends signed webhook events.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { stripeClient } from "../stripe-client.ts";
import { setupStripe } from "../stripe-setup.ts";
import { handleApi } from "./api.ts";
import { handleControl, type TAnswer, type TControlContext, type TFault, takeFault } from "./control.ts";
import { handlePage, type TPageAnswer } from "./pages.ts";
import { ApiError, parseParams } from "./params.ts";
import { API_VERSION, Store } from "./store.ts";
import { WebhookSender } from "./webhooks.ts";

export type TStripeEmulatorOptions = {
  port?: number;
  host?: string;
  publicUrl?: string;
  webhookUrl?: string;
  webhookSecret?: string;
  webhookRetryDelayMs?: number;
  webhookMaxAttempts?: number;
  setup?: boolean;
};

export type TStripeEmulator = { url: string; port: number; secretKey: string; stop(): Promise<void> };

export const EMULATOR_SECRET_KEY = "sk_test_emulator";

type TApiAnswer = { status: number; body: string; replayed?: boolean };
type TStoredAnswer = { fingerprint: string; status: number; body: string };

export async function startStripeEmulator(options: TStripeEmulatorOptions = {}): Promise<TStripeEmulator> {
  const host = options.host ?? "127.0.0.1";
  const store = new Store("");
  const webhooks = new WebhookSender(store, {
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryDelayMs: options.webhookRetryDelayMs,
    maxAttempts: options.webhookMaxAttempts,
  });
  const faults: TFault[] = [];
  const idempotent = new Map<string, TStoredAnswer>();

  function answerApi(request: IncomingMessage, method: string, url: URL, body: string): TApiAnswer | null {
    const authError = checkKey(request.headers.authorization);
    if (authError) return errorAnswer(401, "invalid_request_error", authError);
    const fault = takeFault(faults, method, `${url.pathname}${url.search}`, body);
    if (fault?.unanswered) return null;
    if (fault && fault.omit.length === 0) return errorAnswer(fault.status, "api_error", "Emulated failure");
    const key = method === "POST" ? request.headers["idempotency-key"] : undefined;
    return typeof key === "string"
      ? answerOnce(key, method, url, body, fault)
      : runApi(store, method, url, body, fault);
  }

  function answerOnce(key: string, method: string, url: URL, body: string, fault: TFault | null): TApiAnswer {
    const fingerprint = `${method} ${url.pathname} ${body}`;
    const stored = idempotent.get(key);
    if (stored && stored.fingerprint !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      return errorAnswer(400, "idempotency_error", message);
    }
    if (stored) return { ...stored, replayed: true };
    const answer = runApi(store, method, url, body, fault);
    idempotent.set(key, { fingerprint, ...answer });
    return answer;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = request.method ?? "GET";
    const url = new URL(request.url ?? "/", "http://emulator.local");
    const body = await readBody(request);
    if (url.pathname.startsWith("/v1/")) return sendApiAnswer(response, answerApi(request, method, url, body));
    if (url.pathname.startsWith("/_emulator/")) {
      const answer = await answerControl({ store, webhooks, faults }, method, url, body);
      return sendJson(response, answer.status, answer.body);
    }
    if (url.pathname === "/" && method === "GET")
      return sendJson(response, 200, { ok: true, emulator: "stripe", api_version: API_VERSION });
    const page = handlePage(store, method, url.pathname, new URLSearchParams(body));
    if (!page)
      return sendJson(response, 404, {
        error: { type: "invalid_request_error", message: `Not found: ${method} ${url.pathname}` },
      });
    return sendPage(response, page);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error("Stripe emulator:", error);
      if (!response.headersSent) sendJson(response, 500, { error: { type: "api_error", message: String(error) } });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  store.publicUrl = options.publicUrl ?? `http://127.0.0.1:${port}`;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;

  const stop = async () => {
    store.stop();
    webhooks.stop();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  if (options.setup ?? true) {
    try {
      await setupStripe(stripeClient(EMULATOR_SECRET_KEY, url), { demoPromotionCode: true });
    } catch (error) {
      await stop();
      throw error;
    }
  }
  return { url, port, secretKey: EMULATOR_SECRET_KEY, stop };
}

function runApi(store: Store, method: string, url: URL, body: string, fault: TFault | null): TApiAnswer {
  const params = parseParams(method === "POST" ? body : url.search.slice(1));
  try {
    const result = handleApi(store, method, url.pathname, params);
    const shown = fault ? { ...result, ...Object.fromEntries(fault.omit.map((field) => [field, null])) } : result;
    return { status: 200, body: JSON.stringify(shown, null, 2) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, body: JSON.stringify(error.toJSON(), null, 2) };
  }
}

function errorAnswer(status: number, type: string, message: string): TApiAnswer {
  return { status, body: JSON.stringify({ error: { type, message } }) };
}

function sendApiAnswer(response: ServerResponse, answer: TApiAnswer | null) {
  // Left open until the client gives up, or the emulator stops.
  if (answer === null) return;
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Request-Id": `req_${randomBytes(7).toString("hex")}`,
    "Stripe-Version": API_VERSION,
  };
  if (answer.replayed) headers["Idempotent-Replayed"] = "true";
  send(response, answer.status, headers, answer.body);
}

async function answerControl(context: TControlContext, method: string, url: URL, body: string): Promise<TAnswer> {
  try {
    return await handleControl(context, method, url, body ? jsonObject(JSON.parse(body)) : {});
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.toJSON() };
    if (error instanceof SyntaxError)
      return { status: 400, body: { error: { type: "invalid_request_error", message: "Invalid JSON body." } } };
    throw error;
  }
}

function sendPage(response: ServerResponse, page: TPageAnswer) {
  const headers: Record<string, string> = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };
  if (page.location) headers.Location = page.location;
  send(response, page.status, headers, page.html ?? "");
}

// Any test-looking secret key passes: `Bearer sk_...`, or `sk_...:` as basic auth (curl -u).
function checkKey(header: string | undefined) {
  if (!header)
    return "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.";
  const [scheme = "", value = ""] = header.split(" ");
  const key = scheme.toLowerCase() === "basic" ? Buffer.from(value, "base64").toString().split(":")[0] : value;
  if (scheme.toLowerCase() !== "bearer" && scheme.toLowerCase() !== "basic") return "Invalid authorization header.";
  return key?.startsWith("sk_") ? null : `Invalid API Key provided: ${key ? `${key.slice(0, 8)}****` : "(empty)"}`;
}

// A control's JSON body: an object whose fields each control checks as it reads them.
function jsonObject(value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ApiError(400, "The body must be a JSON object.");
  return { ...value };
}

function readBody(request: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string) {
  response.writeHead(status, { ...headers, "Content-Length": Buffer.byteLength(body) });
  response.end(body);
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  send(response, status, { "Content-Type": "application/json" }, JSON.stringify(body, null, 2));
}
