import { useRef, useState } from "react";

// Core-flow section 2: the car page's video plays until it has finished three times, then rests on
// its last frame. Counting `ended` rather than using `loop`, which never ends.
const PLAYS = 3;

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

// Muted and inline, so phones autoplay it in place. With reduced motion nothing moves until the
// visitor presses play: the poster shows, with the browser's own controls, and nothing is fetched.
export function CarVideo({ label }: { label: string }) {
  const [stillOnly] = useState(prefersReducedMotion);
  const plays = useRef(0);
  return (
    <video
      className="aspect-video h-auto w-full rounded-2xl border border-slate-200 bg-slate-100 shadow-sm"
      width={640}
      height={360}
      poster="/videos/car-reg-poster.jpg"
      muted
      playsInline
      autoPlay={!stillOnly}
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
