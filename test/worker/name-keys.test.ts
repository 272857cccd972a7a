import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { mypins } from "../../db/schema";
import { nameKey } from "../../domain/name-policy";
import { keyLegacyPins } from "../../worker/cron/name-keys";
import { uniqueName } from "../helpers/unique";
import { captureConsole } from "../helpers/worker/console";
import { testDeps } from "../helpers/worker/deps";
import { makePin } from "../helpers/worker/pins";

const rowOf = (id: number) => createDb(env.DB).query.mypins.findFirst({ where: eq(mypins.id, id) });

// Pins bought before the name policy have no skeleton (migration 0005 adds the column empty).
const legacyPin = (mypin: string) => makePin(env.DB, { mypin, skeleton: null });

describe("keyLegacyPins", () => {
  it("gives a legacy pin its skeleton, and its canonical name when that changes it", async () => {
    const plain = await legacyPin(uniqueName("plain"));
    const spaced = await legacyPin(`spaced  ${uniqueName("x", "premium").replace(" ", "\u00a0 ")}`);
    await keyLegacyPins(testDeps());
    expect(await rowOf(plain.id)).toMatchObject({ mypin: plain.mypin, skeleton: nameKey(plain.mypin) });
    const canonical = spaced.mypin.replace(/\s+/gu, " ");
    expect(await rowOf(spaced.id)).toMatchObject({ mypin: canonical, skeleton: nameKey(canonical) });
  });

  it("leaves a later look-alike of an older pin unkeyed and under its own name, and says which", async () => {
    const older = await legacyPin(uniqueName("mall"));
    const lookAlike = await legacyPin(older.mypin.replace("mall", "rna11"));
    const twin = await legacyPin(uniqueName("twin", "premium"));
    const sameOnceCanonical = await legacyPin(twin.mypin.replace(" ", "  "));
    const fresh = await legacyPin(uniqueName("fresh"));
    const warnings = captureConsole("warn");
    await keyLegacyPins(testDeps());
    expect(await rowOf(older.id)).toMatchObject({ skeleton: nameKey(older.mypin) });
    expect(await rowOf(lookAlike.id)).toMatchObject({ mypin: lookAlike.mypin, skeleton: null });
    expect(await rowOf(sameOnceCanonical.id)).toMatchObject({ mypin: sameOnceCanonical.mypin, skeleton: null });
    expect(await rowOf(fresh.id)).toMatchObject({ skeleton: nameKey(fresh.mypin) });
    expect(warnings()).toEqual([expect.stringMatching(new RegExp(`\\b${lookAlike.id}, ${sameOnceCanonical.id}\\b`))]);
  });

  it("writes nothing and says nothing once every pin is keyed", async () => {
    await keyLegacyPins(testDeps());
    const warnings = captureConsole("warn");
    expect(await keyLegacyPins(testDeps())).toMatchObject({ keyed: 0 });
    expect(warnings()).toEqual([]);
  });
});
