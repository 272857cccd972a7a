import { isUniqueViolation, toStatement } from "../../../db/client";
import { isFormerNameHeld } from "../../../db/queries/former-names";
import { findQrCode, upsertQrCode } from "../../../db/queries/qr-codes";
import { staffActionStatement } from "../../../db/queries/staff-actions";
import { findStaffPin, otherPinHasName, pinRenameWrites, type TStaffPinRow } from "../../../db/queries/staff-pins";
import { DAY_MS } from "../../../domain/lifecycle";
import { shareLink } from "../../../domain/links";
import { nameKey } from "../../../domain/name-policy";
import { FORMER_NAME_DAYS, renameChangesTier } from "../../../domain/staff";
import { configOf } from "../../config";
import type { TSessionUser } from "../../env";
import { AppError } from "../../errors";
import type { TDeps } from "../../platform/dependencies";
import { logWarning } from "../../platform/log";
import { createStripe } from "../../providers/payments";
import { nameLock } from "../names/locks";
import { assertPolicyAllows } from "../names/reserved-names";
import { deliverOutbox } from "../outbox/deliver-outbox";
import type { TEmail } from "../outbox/email-templates";
import { forgetPinSearchesOf } from "../pins/pin-search";
import { qrStorageKey, renderQrPng } from "../pins/qr-codes";
import { staffPinOf } from "./staff-pins";

type TRename = { pin: TStaffPinRow; to: string; actor: TSessionUser; qrFile: string | null; now: number };

// Staff hold a name in its NameLock as a holder no buyer can be, for the few moments a rename takes.
const staffHolder = (actorId: string) => `staff:${actorId}`;

// The staff's rename on the manage page. What hangs on the name moves with it; the counts stay on
// the row, and the old name leads to the pin for FORMER_NAME_DAYS (docs/decisions/050). The owner
// pays for the tier the name gives, so a name of another tier is refused. A name another pin has or
// had until lately, a look-alike of one, or a name a buyer holds is refused alike.
export async function renameStaffPin(deps: TDeps, { actor, id, to }: { actor: TSessionUser; id: number; to: string }) {
  const { env, db, now } = deps;
  const pin = await findStaffPin(db, id);
  if (!pin) throw new AppError("PIN_NOT_FOUND");
  if (pin.mypin === to) return staffPinOf(deps, pin);
  await assertPolicyAllows(db, to, pin.userId);
  if (renameChangesTier(pin.mypin, to)) throw new AppError("STAFF_RENAME_TIER");
  if ((await otherPinHasName(db, to, nameKey(to), pin.id)) || (await isFormerNameHeld(db, to, now, pin.id))) {
    throw new AppError("STAFF_NAME_EXISTS");
  }

  // Held for the rename, so a buyer cannot take the name between the check above and the batch.
  const lock = nameLock(env, to);
  const held = await lock.hold(staffHolder(actor.id), "user", now);
  if (!held.ok) throw new AppError("STAFF_NAME_EXISTS");
  try {
    const qrFile = (await findQrCode(db, pin.mypin))?.filePath ?? null;
    await writeRename(deps, { pin, to, actor, qrFile, now });
    deps.waitUntil(deliverOutbox(deps));
    // Its former names, the one just added among them, now answer the new name.
    await forgetPinSearchesOf(deps, { id: pin.id, mypin: to });
    await afterRename(deps, { pin, to, actor, qrFile, now });
  } finally {
    await lock.cancel(staffHolder(actor.id));
  }
  const renamed = await findStaffPin(db, id);
  if (!renamed) throw new AppError("PIN_NOT_FOUND");
  return staffPinOf(deps, renamed);
}

// One transaction: the pin, its QR row, its cancellation requests, the audit row and the owner's
// e-mail. The first statement renames the pin only if it still has the name this rename read; the
// rest happen only if it did. The unique indexes on the name and its skeleton are the last word.
async function writeRename({ env, db }: TDeps, rename: TRename) {
  const { pin, to, now } = rename;
  const origin = configOf(env).PUBLIC_ORIGIN;
  const email = {
    template: "pin-renamed",
    payload: { from: pin.mypin, to, link: shareLink(to, origin) },
  } satisfies Omit<Extract<TEmail, { template: "pin-renamed" }>, "to">;
  const { statements, renamed } = pinRenameWrites(db, {
    id: pin.id,
    from: pin.mypin,
    to,
    skeleton: nameKey(to),
    ownerEmail: pin.userEmail,
    qrFile: await qrStorageKey(to),
    email,
    formerUntil: now + FORMER_NAME_DAYS * DAY_MS,
    now,
  });
  const audit = staffActionStatement(
    env.DB,
    {
      actorId: rename.actor.id,
      actorEmail: rename.actor.email,
      action: "rename",
      target: to,
      before: { mypin: pin.mypin },
      after: { mypin: to },
      now,
    },
    renamed,
  );
  // A clash with the unique indexes is the answer a taken name gets, not a fault to log.
  const results = await env.DB.batch([...statements.map((statement) => toStatement(env.DB, statement)), audit]).catch(
    (error: unknown) => {
      throw isUniqueViolation(error) ? new AppError("STAFF_NAME_EXISTS") : error;
    },
  );
  // Renamed or deleted by someone else since it was read: there is nothing left to rename.
  if ((results[0]?.meta.changes ?? 0) === 0) throw new AppError("PIN_NOT_FOUND");
}

// Outside the transaction, none of this can undo the rename: a failure is logged and the nightly
// jobs or the next QR request mend it (a missing file is made again on request).
async function afterRename({ env, db }: TDeps, rename: TRename) {
  const { pin, to, now } = rename;
  if (rename.qrFile !== null) {
    try {
      const link = shareLink(to, configOf(env).PUBLIC_ORIGIN);
      const file = await qrStorageKey(to);
      const png = await renderQrPng(link);
      await env.QR_BUCKET.put(file, png, { httpMetadata: { contentType: "image/png" }, customMetadata: { link } });
      await upsertQrCode(db, { mypin: to, filePath: file, fileSize: png.byteLength }, now);
      if (rename.qrFile !== file) await env.QR_BUCKET.delete(rename.qrFile);
    } catch (error) {
      logWarning(`Renamed "${pin.mypin}" to "${to}" but could not move its QR file`, error);
    }
  }
  if (pin.subscriptionId !== null) {
    try {
      await createStripe(env).subscriptions.update(pin.subscriptionId, { metadata: { mypin: to } });
    } catch (error) {
      logWarning(`Renamed "${pin.mypin}" to "${to}" but could not update its subscription's metadata`, error);
    }
  }
  try {
    await nameLock(env, pin.mypin).free(now);
  } catch (error) {
    logWarning(`Renamed "${pin.mypin}" to "${to}" but could not free the old name's lock`, error);
  }
}
