import { StrokeIcon, type TIconProps } from "../ui/icons";

// Decorative icons of the account screens, kept out of the entry chunk with the screens that use them.

export function EyeIcon({ className = "size-5" }: TIconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
    </StrokeIcon>
  );
}

export function EyeOffIcon({ className = "size-5" }: TIconProps) {
  return (
    <StrokeIcon className={className}>
      <path
        d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.6M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" strokeLinecap="round" />
    </StrokeIcon>
  );
}

export function CircleIcon({ className = "size-4" }: TIconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="9" />
    </StrokeIcon>
  );
}

export function ArrowLeftIcon({ className = "size-4" }: TIconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M19 12H5M12 19l-7-7 7-7" strokeLinecap="round" strokeLinejoin="round" />
    </StrokeIcon>
  );
}

export function MailIcon({ className = "size-6" }: TIconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" strokeLinecap="round" strokeLinejoin="round" />
    </StrokeIcon>
  );
}

export function AlertIcon({ className = "size-5" }: TIconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" strokeLinecap="round" />
    </StrokeIcon>
  );
}
