// How many one-character edits turn one name into another: a character put in, taken out or
// replaced, or two neighbours swapped (the optimal string alignment distance, in which the swap
// is the commonest slip at a keyboard and counts once, not as two replacements). Characters are
// code points, so an accented letter or a letter outside the BMP is one character, as it is typed.
export function editDistance(a: string, b: string): number {
  const from = Array.from(a);
  const to = Array.from(b);
  // Three rows of the table suffice: the swap looks two rows back.
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: to.length + 1 }, (_, j) => j);
  for (let i = 1; i <= from.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= to.length; j += 1) {
      const cost = from[i - 1] === to[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && from[i - 1] === to[j - 2] && from[i - 2] === to[j - 1])
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[to.length] ?? 0;
}
