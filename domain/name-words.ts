const SEPARATORS = /[\s.\-_()[\],;]+/;

// The words of a canonical name, split at spaces, periods and the punctuation between words; an
// ending "!" is punctuation, a "!" inside a word stands for a letter.
function wordsOf(name: string): string[] {
  return name
    .split(SEPARATORS)
    .map((word) => word.replace(/^!+|!+$/g, ""))
    .filter((word) => word !== "");
}

// "f u c k" and "p-a-y-p-a-l" spell a word a letter at a time, so a run of one-letter words is read
// as the one word it spells, and never as words of its own: "a s s e t" is "asset", not "ass".
export function piecesOf(name: string): string[] {
  const pieces: string[] = [];
  let run = "";
  for (const word of wordsOf(name)) {
    if (Array.from(word).length === 1) {
      run += word;
      continue;
    }
    if (run !== "") pieces.push(run);
    run = "";
    pieces.push(word);
  }
  if (run !== "") pieces.push(run);
  return pieces;
}

// Each piece, and each run of neighbouring pieces written together, up to `longest` pieces: a word
// split by separators ("fu.ck", "coca cola") is still the word. The whole name written without
// separators is the longest run.
export function runsOf(pieces: string[], longest = pieces.length): string[] {
  const runs: string[] = [];
  for (let start = 0; start < pieces.length; start++) {
    for (let end = start + 1; end <= Math.min(pieces.length, start + longest); end++) {
      runs.push(pieces.slice(start, end).join(""));
    }
  }
  return runs;
}
