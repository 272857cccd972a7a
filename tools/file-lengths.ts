// A source file past this many lines holds more than one thing, and is split by what it holds.
export const MAX_LINES = 250;

// Lines as `wc -l` and an editor count them: a last line without its newline still counts.
export function lineCount(text: string) {
  const newlines = text.split("\n").length - 1;
  return text.length > 0 && !text.endsWith("\n") ? newlines + 1 : newlines;
}

export function lengthViolation(file: string, text: string): string | null {
  const lines = lineCount(text);
  return lines > MAX_LINES ? `${file}: ${lines} lines, over the ${MAX_LINES} a source file may hold` : null;
}
