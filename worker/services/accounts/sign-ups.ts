// Sign-up by a 6-digit code (or the link beside it) e-mailed to the address. A pending sign-up
// belongs to the browser that started it (docs/decisions/018): whoever signs up the same address
// later replaces it with their own, and can never finish the owner's. browserHash is the hash of
// the nonce that browser keeps (worker/http/sign-up-browser.ts), null without one; address is the
// client's, for the limits.

export type TRequestFrom = { address: string; browserHash: string | null };
