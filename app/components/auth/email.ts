// Catches the obvious slips before a round trip; the API's own check has the final word.
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
