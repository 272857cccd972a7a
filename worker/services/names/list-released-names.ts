import { listReservedReleases } from "../../../db/queries/reserved-names";
import type { TDeps } from "../../platform/dependencies";

// The brand names released so far, for the staff views' folded panel.
export function listReleasedNames({ db }: TDeps) {
  return listReservedReleases(db);
}
