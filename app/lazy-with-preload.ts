import { type ComponentType, type LazyExoticComponent, lazy } from "react";

type TLazy<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

// The one way to load a screen (or a heavy part of one, such as a map) on demand, so the first
// paint carries only what it shows (DESIGN section 11). preload fetches the code ahead, e.g. while
// the pointer nears a link or the page waits for its data. A lazy component suspends into the
// layout's one boundary unless it is given a placeholder of its own.
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): TLazy<P> {
  return Object.assign(lazy(load), { preload: load });
}
