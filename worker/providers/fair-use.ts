import type { TErrorCode } from "../../domain/errors";
import { AppError } from "../errors";

// The public geocoding and routing services ask every client to name itself and to send at most
// one request a second (Nominatim's and OSRM's demo server usage policies).
export const USER_AGENT = "MyPin/1.0 (+https://mypin.app)";

const SLOT_MS = 1000;

// A visitor waits at most this long for their turn: past it the address search or route would
// feel broken anyway, and an unbounded queue lets a burst of requests hold the isolate's memory
// and every later visitor hostage.
const MAX_SLOT_WAIT_MS = 5000;

// Refused for a full queue: the service was not asked, so nothing failed outside.
export class SlotUnavailable extends Error {
  readonly retryAfterSeconds: number;

  constructor(host: string, waitMs: number) {
    super(`${host} is booked for the next ${waitMs} ms`);
    this.retryAfterSeconds = (waitMs - MAX_SLOT_WAIT_MS) / 1000;
  }
}

// A failure of the service as the API answers it, in the client's own codes: busy while this
// isolate's queue for it is full, saying how long to wait, and failed for anything else.
export function serviceFailure(error: unknown, codes: { busy: TErrorCode; failed: TErrorCode }): AppError {
  return error instanceof SlotUnavailable
    ? new AppError(codes.busy, { retryAfterSeconds: error.retryAfterSeconds })
    : new AppError(codes.failed, { cause: error });
}

// Per service host, so a geocoder and a router do not wait for each other: the time the host's
// next request may be sent from this isolate, and the time its last one was sent.
const nextSlots = new Map<string, number>();
const lastSent = new Map<string, number>();

// A request books the next free slot when it arrives, so requests are sent in the order they came
// and the wait is known up front. It is sent only once its slot's time has come, checked again
// after every wait: a timer may fire a millisecond early. The booked slot is when a request may go,
// not when it went: the clock may move on between the booking and the send, so each request also
// waits a full second from the send before it, and a millisecond more: the clock is read in whole
// milliseconds, and the request before may have left within the millisecond after its reading.
export async function waitForSlot(url: URL) {
  const now = Date.now();
  const slot = Math.max(now, nextSlots.get(url.host) ?? 0);
  if (slot - now > MAX_SLOT_WAIT_MS) throw new SlotUnavailable(url.host, slot - now);
  nextSlots.set(url.host, slot + SLOT_MS);
  const sendAt = () => Math.max(slot, (lastSent.get(url.host) ?? Number.NEGATIVE_INFINITY) + SLOT_MS + 1);
  for (let wait = sendAt() - now; wait > 0; wait = sendAt() - Date.now()) {
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  lastSent.set(url.host, Date.now());
}

// Every call to an outside service names us and gives up after timeoutMs: a service that never
// answers would otherwise hold the visitor's request open until the platform ends it.
export function fetchUpstream(url: URL | string, accept: string, timeoutMs: number) {
  return fetch(url, {
    headers: { "User-Agent": USER_AGENT, Accept: accept },
    signal: AbortSignal.timeout(timeoutMs),
  });
}
