import type { TDb } from "../../../db/client";
import { findReservedRelease } from "../../../db/queries/reserved-names";
import { namePolicyRefusal, type TNameRefusal } from "../../../domain/name-policy";
import { AppError } from "../../errors";

// The name policy as it applies to one account: a reserved brand that staff released to an account
// (the brand's proven owner) is refused to everyone but that account. userId is null signed out.
async function policyRefusalFor(db: TDb, name: string, userId: string | null): Promise<TNameRefusal | null> {
  const refusal = namePolicyRefusal(name);
  if (refusal !== "NAME_RESERVED" || userId === null) return refusal;
  const release = await findReservedRelease(db, name);
  return release?.userId === userId ? null : refusal;
}

export async function assertPolicyAllows(db: TDb, name: string, userId: string | null) {
  const refusal = await policyRefusalFor(db, name, userId);
  if (refusal) throw new AppError(refusal);
}
