// Code loaded on demand comes from files named by their hash, which a deploy replaces: a visitor
// with the old app open, or on a flaky connection, can fail to load the next screen or the map.
// A failed load is tried 3 times more, waiting longer each time; if it still fails, the error
// reaches the error boundary around the page or the map, which offers a reload (the new version).
const RETRY_DELAYS_MS = [500, 1000, 2000];

// Chromium and Firefox name the file that failed in the error; Safari does not.
const FAILED_FILE = /\bhttps?:\/\/\S+?\.js\b/;

// Browsers that keep a failed module in their module map for the life of the page (the HTML
// standard's rule until recently; Chromium no longer does) fail a second import of the same
// address at once, without a request. A query of its own makes each retry an address the browser
// must fetch; the asset server ignores it. Without the file's address the import is simply tried
// again, which refetches in browsers that no longer keep failures.
function retryOf<T>(load: () => Promise<T>, failure: unknown, attempt: number): () => Promise<T> {
  const file = failure instanceof Error ? FAILED_FILE.exec(failure.message)?.[0] : undefined;
  if (file === undefined) return load;
  return () => import(/* @vite-ignore */ `${file}?retry=${attempt}`) as Promise<T>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function loadWithRetries<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (first) {
    let failure = first;
    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      await wait(delay);
      try {
        return await retryOf(load, first, index + 1)();
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }
}
