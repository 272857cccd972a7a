import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createDb } from "../../db/client";
import { contactMessages, emailOutbox } from "../../db/schema";
import { uniqueEmail, uniqueIp } from "../helpers/unique";
import { post } from "../helpers/worker/api";
import { fakeClock } from "../helpers/worker/clock";

const db = () => createDb(env.DB);
const acknowledgementsTo = (email: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, "contact-received")));

// The review's finding: ten "We received your message" e-mails reached one victim within a second.
describe("contact acknowledgements", () => {
  it("sends one address at most three a day, and still keeps every message for support", async () => {
    const victim = uniqueEmail("victim");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post("/api/contact", { email: victim, subject: `Flood ${i}`, message: "Hello." }, { ip: uniqueIp() }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await acknowledgementsTo(victim)).toHaveLength(3);
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, victim))).toHaveLength(10);
  });

  it("acknowledges the address again once a day has passed", async () => {
    const clock = fakeClock();
    try {
      const sender = uniqueEmail("again");
      for (let i = 0; i < 4; i += 1)
        await post("/api/contact", { email: sender, subject: "Hi", message: "Hello." }, { ip: uniqueIp() });
      expect(await acknowledgementsTo(sender)).toHaveLength(3);
      clock.advance(86_400_000 + 1);
      await post("/api/contact", { email: sender, subject: "Hi", message: "Hello." }, { ip: uniqueIp() });
      expect(await acknowledgementsTo(sender)).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
