import type * as z from "zod";
import { listTopSearchedPins } from "../../../db/queries/analytics";
import type { ZTopSearchedPins } from "../../../domain/answers/analytics";
import type { TDeps } from "../../platform/dependencies";

export async function topSearchedPins({ db }: TDeps): Promise<z.output<typeof ZTopSearchedPins>> {
  return { pins: await listTopSearchedPins(db) };
}
