import type { ReactNode } from "react";

// Icons are always decorative; the control around them carries the accessible name.
export type TIconProps = { className?: string };

// The outline style every line icon shares: a 24-unit box drawn in the text colour.
export function StrokeIcon({
  className,
  strokeWidth = "2",
  children,
}: TIconProps & { strokeWidth?: string; children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function PinIcon({ className = "size-6" }: TIconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Z" />
      <circle cx="12" cy="9" r="2.75" fill="white" />
    </svg>
  );
}

export function CopyIcon({ className = "size-5" }: TIconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </StrokeIcon>
  );
}

export function CheckIcon({ className = "size-5" }: TIconProps) {
  return (
    <StrokeIcon className={className} strokeWidth="2.5">
      <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
    </StrokeIcon>
  );
}

export function MenuIcon({ className = "size-6" }: TIconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </StrokeIcon>
  );
}

export function ChevronIcon({ className = "size-4" }: TIconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </StrokeIcon>
  );
}

export function InfoIcon({ className = "size-4" }: TIconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" strokeLinecap="round" />
    </StrokeIcon>
  );
}

export function UserIcon({ className = "size-5" }: TIconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
    </StrokeIcon>
  );
}
