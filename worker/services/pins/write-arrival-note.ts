import { setOwnedPinNote } from "../../../db/queries/pin-notes";
import type { TPinOwner } from "../../../db/queries/pins";
import { holdsExpletive } from "../../../domain/name-policy";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { findOwnedPinView } from "./find-owned-pin-view";
import { forgetPinSearchesOf } from "./pin-search";

type TNoteRequest = { owner: TPinOwner; id: number; note: string };

// The owner's arrival note, normalized by its schema (domain/arrival-notes.ts): refused when it
// holds an expletive, as a name would be; an empty note removes it. Every search answer of the name
// (and of the names it had) is forgotten, so visitors see the new note.
export async function writeArrivalNote(deps: TDeps, { owner, id, note }: TNoteRequest) {
  if (holdsExpletive(note)) throw new AppError("NOTE_EXPLETIVE");
  const [pin] = await setOwnedPinNote(deps.db, owner, id, note === "" ? null : note, deps.now);
  if (!pin) throw new AppError("PIN_NOT_FOUND");
  await forgetPinSearchesOf(deps, { id, mypin: pin.mypin });
  return findOwnedPinView(deps, owner, id);
}
