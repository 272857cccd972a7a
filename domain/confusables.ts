import { CONFUSABLES } from "./confusables-data.ts";

let prototypes: Map<number, string> | null = null;

// Parsed on first use: only the worker takes skeletons, and only when a name is checked.
function prototypeTable(): Map<number, string> {
  if (prototypes) return prototypes;
  prototypes = new Map();
  for (const entry of CONFUSABLES.split(",")) {
    const [from = "", to = ""] = entry.split(":");
    const prototype = to.split(" ").map((codePoint) => String.fromCodePoint(Number.parseInt(codePoint, 36)));
    prototypes.set(Number.parseInt(from, 36), prototype.join(""));
  }
  return prototypes;
}

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

// UTS #39 section 4's skeleton: two strings are confusable exactly when their skeletons are equal.
// NFD, drop default-ignorables, replace each character by its prototype, NFD again. The table keeps
// only characters a canonical name can hold, so the argument must be a canonical name. A prototype
// can decompose into a letter that has a prototype of its own ("ҋ" gives "й" and a tail, and "и" is
// confusable with "ᴎ"), so the step repeats until nothing changes: a skeleton's skeleton is itself.
export function skeleton(canonicalName: string): string {
  let result = canonicalName;
  for (let step = 0; step < MAX_PROTOTYPE_STEPS; step++) {
    const next = prototypesOf(result);
    if (next === result) break;
    result = next;
  }
  return result;
}

// Chains in the data are two or three steps long; the cap only guards against a cycle.
const MAX_PROTOTYPE_STEPS = 8;

function prototypesOf(text: string): string {
  const table = prototypeTable();
  let result = "";
  for (const character of text.normalize("NFD").replace(IGNORABLE, "")) {
    result += table.get(character.codePointAt(0) ?? 0) ?? character;
  }
  return result.normalize("NFD");
}
