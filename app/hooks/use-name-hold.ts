import { useCallback, useEffect, useRef, useState } from "react";
import { create } from "../../domain/messages/purchase";
import type { ApiError } from "../api/client";
import { holdLimitRefusal, holdName, nameRefusal, releaseHold, releaseHoldOnExit } from "../api/holds";
import { toast } from "../components/ui/toast";
import { clearStoredItem } from "../storage";
import { useNavigate } from "./use-navigate";

// One request per name at a time: StrictMode runs the effect twice, and a signed-out visitor's
// second request would go out before the first one's hold cookie came back, then find the name
// held by that first, cookie-less visitor.
const inFlight = new Map<string, ReturnType<typeof holdName>>();

function holdOnce(name: string) {
  const pending = inFlight.get(name) ?? holdName(name).finally(() => inFlight.delete(name));
  inFlight.set(name, pending);
  return pending;
}

// A release waits one tick, so StrictMode's unmount and remount keep the hold instead of racing it.
const scheduledReleases = new Map<string, number>();

function scheduleRelease(name: string) {
  scheduledReleases.set(
    name,
    window.setTimeout(() => {
      scheduledReleases.delete(name);
      void releaseHold(name);
    }, 0),
  );
}

function cancelScheduledRelease(name: string) {
  window.clearTimeout(scheduledReleases.get(name));
  scheduledReleases.delete(name);
}

function holdFailureMessage(error: ApiError): string {
  return nameRefusal(error) ?? holdLimitRefusal(error) ?? create.secureFailed;
}

// A resumed purchase that lost its name is forgotten, not kept for the next visit.
function tellNameLost(error: ApiError, resuming: boolean) {
  if (resuming) {
    toast.error(create.noLongerAvailable, { description: nameRefusal(error) });
    clearStoredItem("pendingPurchase");
  } else toast.error(holdFailureMessage(error));
}

// The name is held while its buyer is on the create page, and freed when
// they leave it any way but to sign in or to pay (keep), so nobody else is kept waiting.
//
// A purchase being resumed (resuming) is not dropped for a failure that may pass: the page says so
// (failure: a limit's words, or "" for none) and retry asks again. Only a name someone else took
// or holds ends it.
export function useNameHold(name: string | null, { resuming = false }: { resuming?: boolean } = {}) {
  const navigate = useNavigate();
  const [held, setHeld] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const kept = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each retry (attempt) asks for the name again
  useEffect(() => {
    if (name === null) return;
    let active = true;
    const onRefused = (error: ApiError) => {
      if (resuming && nameRefusal(error) === undefined) {
        setFailure(holdLimitRefusal(error) ?? "");
        return;
      }
      tellNameLost(error, resuming);
      navigate("/", { replace: true });
    };
    const secure = () => {
      void holdOnce(name).then((result) => {
        if (!active) return;
        if (result.ok) setHeld(true);
        else onRefused(result.error);
      });
    };
    const onPageHide = () => {
      if (!kept.current) releaseHoldOnExit(name);
    };
    // Back from the checkout page or a closed tab restored from the cache: hold the name again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      kept.current = false;
      secure();
    };
    // Back from the sign-in page before this page was even unmounted (its code was still loading):
    // the buyer is here again, so leaving by any other way frees the name once more.
    const onPopState = () => {
      kept.current = false;
    };

    cancelScheduledRelease(name);
    kept.current = false;
    secure();
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    window.addEventListener("popstate", onPopState);
    return () => {
      active = false;
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      window.removeEventListener("popstate", onPopState);
      if (!kept.current) scheduleRelease(name);
    };
  }, [name, navigate, resuming, attempt]);

  const keep = useCallback(() => {
    kept.current = true;
  }, []);

  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((count) => count + 1);
  }, []);

  return { held, keep, failure, retry };
}
