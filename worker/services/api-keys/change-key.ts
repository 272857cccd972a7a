import type * as z from "zod";
import { changeApiKey, findLiveApiKey } from "../../../db/queries/api-keys";
import type { ZApiKeyChange } from "../../../domain/api-key-requests";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { capKey } from "./key-caps";
import { withCalls } from "./listed-keys";

export async function changeKey(deps: TDeps, userId: string, id: string, change: z.output<typeof ZApiKeyChange>) {
  if (change.monthlyCap !== undefined) {
    if (!(await findLiveApiKey(deps.db, userId, id))) throw new AppError("API_KEY_NOT_FOUND");
    await capKey(deps, { userId, id }, change.monthlyCap);
  }
  const row = await changeApiKey(deps.db, userId, id, change);
  if (!row) throw new AppError("API_KEY_NOT_FOUND");
  return { key: await withCalls(deps, row) };
}
