import { useId } from "react";
import { formatMinutesSeconds } from "../../hooks/use-now";

// The reservation's countdown: green, amber under 2 minutes, red at expiry.
const WARNING_SECONDS = 120;

type TCountdownState = "green" | "amber" | "red";

function countdownState(secondsLeft: number): TCountdownState {
  if (secondsLeft <= 0) return "red";
  return secondsLeft > WARNING_SECONDS ? "green" : "amber";
}

const STATE_CLASSES: Record<TCountdownState, string> = {
  green: "border-green-300 bg-green-50 text-green-800",
  amber: "border-amber-300 bg-amber-50 text-amber-800",
  red: "border-red-300 bg-red-50 text-red-800",
};

// role="timer" is a live region that stays quiet on each tick; data-state names the colour for
// tests and styles alike.
export function Countdown({ secondsLeft, label }: { secondsLeft: number; label: string }) {
  const labelId = useId();
  const state = countdownState(secondsLeft);
  return (
    <div
      role="timer"
      aria-labelledby={labelId}
      data-state={state}
      className={`flex flex-col items-center gap-1 rounded-xl border-2 px-4 py-3 ${STATE_CLASSES[state]}`}
    >
      <span id={labelId} className="text-center text-sm font-medium">
        {label}
      </span>
      <span className="font-mono text-4xl font-bold tabular-nums">{formatMinutesSeconds(secondsLeft)}</span>
    </div>
  );
}
