import { hc, type InferResponseType } from "hono/client";
import type { StatusCode } from "hono/utils/http-status";
import { ERRORS, type TErrorBody, type TErrorCode } from "../../domain/errors";
import type { AppType } from "../../worker/app";

// The app's own typed client at an absolute address, so each endpoint can name its URL: the stubs
// below are keyed by the same endpoints the app calls and typed by the routes' own answers.
export const endpoints = hc<AppType>("http://localhost/").api;

type TMethod = "$get" | "$post" | "$put" | "$patch" | "$delete";
// biome-ignore lint/suspicious/noExplicitAny: any route's arguments; its answer is what is typed
type TCallOf = (...args: any[]) => Promise<any>;
type TEndpoint = { $url: (arg?: never) => URL };

export type TRecordedRequest = { method: string; path: string; search: string; json: unknown };

type TReply =
  | { kind: "answer"; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: "network" }
  | { kind: "held"; release: Promise<void>; after: TReply };

type TStubOptions = { once?: boolean };

type TStub = { method: string; pattern: RegExp; replies: TReply[]; keep: TReply | null };

function patternOf(url: URL): RegExp {
  // A route's parameter left unnamed (":id") matches any one segment; both sides stay encoded, so
  // an encoded "/" inside a parameter is still one segment.
  const path = url.pathname
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${path}$`);
}

// A fetch in the component suite's DOM that answers the app's API calls as the worker would, with
// the bodies a test gives it; a call nobody stubbed fails the test that made it.
export class FakeApi {
  readonly requests: TRecordedRequest[] = [];
  readonly unexpected: string[] = [];
  private readonly stubs: TStub[] = [];

  // Every call of endpoint's method, whatever its route parameters, answers status with body, or
  // only the next one (`once`, queued in order before the lasting answer). A later lasting stub of
  // the same call replaces the earlier.
  answer<E extends TEndpoint & Record<M, TCallOf>, M extends TMethod, S extends StatusCode>(
    endpoint: E,
    method: M,
    status: S,
    body: InferResponseType<E[M], S>,
    options: TStubOptions = {},
  ): void {
    this.stub(endpoint, method, options, { kind: "answer", status, body });
  }

  // The error shape every API failure shares, with the code's own status and words, or the words
  // a validation refusal carries (a schema's sentence for a BAD_REQUEST).
  refuse<E extends TEndpoint & Record<M, TCallOf>, M extends TMethod>(
    endpoint: E,
    method: M,
    code: TErrorCode,
    options: TStubOptions & { retryAfter?: number; extra?: Record<string, unknown>; message?: string } = {},
  ): void {
    const { status } = ERRORS[code];
    const message = options.message ?? ERRORS[code].message;
    const body: TErrorBody & Record<string, unknown> = { error: { code, message }, ...options.extra };
    const headers = options.retryAfter === undefined ? undefined : { "Retry-After": String(options.retryAfter) };
    this.stub(endpoint, method, options, { kind: "answer", status, body, headers });
  }

  // No answer at all: the fetch rejects, as it does offline.
  failNetwork<E extends TEndpoint & Record<M, TCallOf>, M extends TMethod>(
    endpoint: E,
    method: M,
    options: TStubOptions = {},
  ) {
    this.stub(endpoint, method, options, { kind: "network" });
  }

  // The next call waits for the returned release before it gets the current answer: a test sees
  // the screen while the request is on its way.
  holdNext<E extends TEndpoint & Record<M, TCallOf>, M extends TMethod>(endpoint: E, method: M): () => void {
    const stub = this.find(method.slice(1).toUpperCase(), endpoint.$url().pathname);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const next = stub?.replies.shift() ?? stub?.keep;
    if (stub === undefined || next == null) throw new Error(`hold ${method}: nothing stubbed to answer after`);
    stub.replies.unshift({ kind: "held", release: released, after: next });
    return release;
  }

  // The requests made to one endpoint, oldest first.
  calls<E extends TEndpoint & Record<M, TCallOf>, M extends TMethod>(endpoint: E, method: M): TRecordedRequest[] {
    const wanted = method.slice(1).toUpperCase();
    const pattern = patternOf(endpoint.$url());
    return this.requests.filter((request) => request.method === wanted && pattern.test(request.path));
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(
      new URL(input instanceof Request ? input.url : String(input), "http://localhost/"),
      init,
    );
    const url = new URL(request.url);
    const text = request.method === "GET" ? "" : await request.text();
    const recorded = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      json: text === "" ? null : JSON.parse(text),
    };
    this.requests.push(recorded);
    const stub = this.find(request.method, url.pathname);
    const reply = stub?.replies.shift() ?? stub?.keep;
    if (reply == null) {
      this.unexpected.push(`${request.method} ${url.pathname}`);
      throw new TypeError(`no answer stubbed for ${request.method} ${url.pathname}`);
    }
    return this.reply(reply);
  };

  private async reply(reply: TReply): Promise<Response> {
    if (reply.kind === "network") throw new TypeError("Failed to fetch");
    if (reply.kind === "held") {
      await reply.release;
      return this.reply(reply.after);
    }
    // A 204 has no body at all, as the route's c.body(null, 204) sends it.
    const body = reply.status === 204 ? null : JSON.stringify(reply.body);
    return new Response(body, {
      status: reply.status,
      headers: { "Content-Type": "application/json", ...reply.headers },
    });
  }

  private stub(endpoint: TEndpoint, method: TMethod, { once = false }: TStubOptions, reply: TReply) {
    const verb = method.slice(1).toUpperCase();
    const pattern = patternOf(endpoint.$url());
    let stub = this.stubs.find((known) => known.method === verb && known.pattern.source === pattern.source);
    if (stub === undefined) {
      stub = { method: verb, pattern, replies: [], keep: null };
      this.stubs.unshift(stub);
    }
    if (once) stub.replies.push(reply);
    else stub.keep = reply;
  }

  private find(method: string, path: string): TStub | undefined {
    return this.stubs.find((stub) => stub.method === method && stub.pattern.test(path));
  }
}
