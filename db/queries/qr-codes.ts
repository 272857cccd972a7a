import { eq } from "drizzle-orm";
import type { TDb } from "../client";
import { qrCodes } from "../schema";

export function findQrCode(db: TDb, mypin: string) {
  return db.query.qrCodes.findFirst({ where: eq(qrCodes.mypin, mypin) });
}

// created_at follows the image: a regenerated QR is a new file, even under the same name.
export async function upsertQrCode(db: TDb, row: { mypin: string; filePath: string; fileSize: number }, now: number) {
  await db
    .insert(qrCodes)
    .values({ ...row, createdAt: now })
    .onConflictDoUpdate({
      target: qrCodes.mypin,
      set: { filePath: row.filePath, fileSize: row.fileSize, createdAt: now },
    });
}
