import "./styles.css";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { homeScreen } from "../domain/home-screens";
import { readPageData, seedQueries } from "./api/page-data";
import { App, createQueryClient } from "./app";

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
seedQueries(queryClient, readPageData());

// Without transitions a screen whose code is still loading shows the layout's spinner at once,
// instead of the previous screen staying on view, and clickable, until it arrives.
const app = (
  <BrowserRouter useTransitions={false}>
    <App queryClient={queryClient} />
  </BrowserRouter>
);

// A page the build or the worker rendered is hydrated: React attaches to its HTML. Of "/", only
// the screen it was rendered as: a recovery link's fragment, which no server sees, or a history
// entry that opens the manage screen picks another, which is then rendered afresh.
function rendersAsServed(): boolean {
  if (!root?.hasChildNodes()) return false;
  const served = root.dataset.screen;
  if (served === undefined) return true;
  const { search, hash } = window.location;
  return homeScreen(new URLSearchParams(search), hash, window.history.state?.usr).screen === served;
}

// The page's HTML is painted before React starts: when this script was at hand as the HTML ended,
// as it is from a cache or a fast network, it would otherwise run first and the paint would wait
// for it. A frame's callback runs before that frame is painted, a task set from it after. A hidden
// tab paints nothing and runs no frames, so it hydrates at once.
function afterNextPaint(run: () => void) {
  if (document.visibilityState === "hidden") run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

// Hydrating a page is the page's own work, not the visitor's: as a transition React does it in
// slices between which the browser stays responsive, instead of one long task (Lighthouse's
// blocking time), and the page is already on screen meanwhile.
if (rendersAsServed()) {
  afterNextPaint(() => {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
