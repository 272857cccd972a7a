import { useEffect, useRef } from "react";
import { useBrowserValue } from "../../hydration";

// The car page's video plays until it has finished three times, then rests on
// its last frame. Counting `ended` rather than using `loop`, which never ends.
const PLAYS = 3;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

// Muted and inline, so phones play it in place. The page's HTML cannot know whether the visitor
// asks for reduced motion, so it is the still version: the poster with the browser's own controls,
// nothing fetched. Once the page is hydrated, a visitor who has not asked for less motion sees it
// play; without scripts the controls stay, to play it by hand.
export function CarVideo({ label }: { label: string }) {
  const stillOnly = useBrowserValue(subscribe, () => window.matchMedia(REDUCED_MOTION).matches, true);
  const video = useRef<HTMLVideoElement>(null);
  const plays = useRef(0);

  useEffect(() => {
    if (!stillOnly) void video.current?.play().catch(() => undefined);
  }, [stillOnly]);

  return (
    <video
      ref={video}
      className="aspect-video h-auto w-full rounded-2xl border border-slate-200 bg-slate-100 shadow-sm"
      width={640}
      height={360}
      poster="/videos/car-reg-poster.jpg"
      muted
      playsInline
      controls={stillOnly}
      preload={stillOnly ? "none" : "auto"}
      aria-label={label}
      onEnded={(event) => {
        plays.current += 1;
        if (!stillOnly && plays.current < PLAYS) void event.currentTarget.play();
      }}
    >
      <source src="/videos/car-reg.mp4" type="video/mp4" />
      {label}
    </video>
  );
}
