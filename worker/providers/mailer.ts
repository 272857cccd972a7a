import { configOf } from "../config";
import type { Env } from "../env";
import type { TRenderedEmail } from "../services/outbox/email-templates";
import { USER_AGENT } from "./fair-use";
import { throttledBy } from "./throttled";

export type TMailMessage = TRenderedEmail & { from: string; to: string };

export interface Mailer {
  send(message: TMailMessage): Promise<void>;
}

// A provider that takes longer has failed this attempt, which the outbox retries later: a send left
// waiting would hold the cron run open, and once its five-minute lease lapsed the next run would
// send it again.
const SEND_TIMEOUT_MS = 5000;

// An e-mail as Resend's send call (POST /emails) names its fields; reply_to only for an e-mail that
// has one, the contact form's, which replies to its sender.
function resendEmail({ from, to, subject, text, replyTo }: TMailMessage) {
  return { from, to, subject, text, ...(replyTo === undefined ? {} : { reply_to: replyTo }) };
}

// Sends through Resend (docs/deploy.md): its rate limit (429) asks the outbox to wait
// (throttled.ts); any other answer but 2xx (a refused key, a sender domain not yet verified), or
// none in time, is a failure the outbox retries. Resend refuses a request that names no User-Agent.
function resendMailer(url: string, apiKey: string): Mailer {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json", "User-Agent": USER_AGENT },
        body: JSON.stringify(resendEmail(message)),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (response.status === 429) throw throttledBy("Resend", response);
      if (!response.ok) throw new Error(`Resend answered ${response.status}`);
    },
  };
}

// Locally nothing leaves the machine: the outbox keeps a copy of the text, read at /dev/mailbox.
const developmentMailer: Mailer = { send: async () => {} };

export function createMailer(env: Env): Mailer {
  const config = configOf(env);
  return config.ENVIRONMENT === "development"
    ? developmentMailer
    : resendMailer(config.EMAIL_API_URL, config.EMAIL_API_KEY);
}
