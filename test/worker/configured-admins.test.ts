import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { staffActions, userRoles } from "../../db/schema";
import { uniqueEmail, uniqueIp } from "../helpers/unique";
import { makeUser, signedInAs } from "../helpers/worker/accounts";
import { answerAs, post, type TApi } from "../helpers/worker/api";

const db = () => createDb(env.DB);

// An admin whose address ADMIN_EMAILS once listed: the grant sign-in made, as it records it.
async function formerConfiguredAdmin() {
  const user = await makeUser(env.DB, { email: uniqueEmail("former-admin") });
  await db().insert(userRoles).values({ userId: user.id, role: "system_admin", reason: "ADMIN_EMAILS" });
  return user;
}

const grantOf = (userId: string) =>
  db().query.userRoles.findFirst({ where: and(eq(userRoles.userId, userId), eq(userRoles.role, "system_admin")) });

// The review's finding: system_admin granted from ADMIN_EMAILS was never revoked when the address
// left the variable.
describe("system admins from ADMIN_EMAILS", () => {
  it("lose the role at sign-in once their address has left ADMIN_EMAILS, with an audit row", async () => {
    const user = await formerConfiguredAdmin();
    const response = await post(
      "/api/auth/sign-in",
      { email: user.email, password: user.password },
      { ip: uniqueIp() },
    );
    expect((await answerAs<TApi["auth"]["sign-in"]["$post"]>(response)).body.user.roles).toEqual([]);
    expect(await grantOf(user.id)).toBeUndefined();
    const audit = await db()
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.target, user.email), eq(staffActions.action, "revoke_role")));
    expect(audit).toMatchObject([{ actorId: "config", before: { role: "system_admin", reason: "ADMIN_EMAILS" } }]);
  });

  it("lose it at the next role read of a session signed in before the change", async () => {
    const user = await makeUser(env.DB, { email: uniqueEmail("sitting-admin") });
    const browser = await signedInAs(user);
    await db().insert(userRoles).values({ userId: user.id, role: "system_admin", reason: "ADMIN_EMAILS" });
    expect((await browser.get("/api/admin/pins")).status).toBe(403);
    expect(await grantOf(user.id)).toBeUndefined();
  });

  it("keep it while their address is listed", async () => {
    const user = await makeUser(env.DB, { email: "admin@mypin.app", roles: [{ role: "system_admin" }] });
    const browser = await signedInAs(user);
    expect((await browser.get("/api/admin/pins")).status).toBe(200);
  });
});
