import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { loadWithRetries } from "./load-with-retries";

type TModule<P> = { default: ComponentType<P> };
type TLazy<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

// The one way to load a screen (or a heavy part of one, such as a map) on demand, so the first
// paint carries only what it shows (test/e2e/bundle-budget.test.ts). preload fetches the code ahead, e.g. while
// the pointer nears a link or the page waits for its data. A lazy component suspends into the
// layout's one boundary unless it is given a placeholder of its own.
//
// A failed load is retried (load-with-retries.ts) and, failing still, thrown to the nearest error
// boundary. Preload and render share one load; a preload that failed is forgotten, so the render
// tries afresh, and it never rejects itself, as nothing waits on it.
//
// Declaring one does nothing until it renders or preloads, so a build drops a declaration no code
// of its own uses: the language offer, which only English's pages render, is no import() of the
// others' first paint.
/* @__NO_SIDE_EFFECTS__ */
export function lazyWithPreload<P extends object>(load: () => Promise<TModule<P>>): TLazy<P> {
  let loading: Promise<TModule<P>> | undefined;
  const loadOnce = () => {
    loading ??= loadWithRetries(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(loadOnce), { preload: () => loadOnce().catch(() => undefined) });
}
