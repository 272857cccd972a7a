import { configOf } from "../config";
import type { Env } from "../env";
import type { TRenderedEmail } from "../services/outbox/email-templates";

export type TMailMessage = TRenderedEmail & { from: string; to: string };

export interface Mailer {
  send(message: TMailMessage): Promise<void>;
}

// A provider that takes longer has failed this attempt, which the outbox retries later: a send left
// waiting would hold the cron run open, and once its five-minute lease lapsed the next run would
// send it again.
const SEND_TIMEOUT_MS = 5000;

// Posts JSON to the provider's HTTP API; any answer but 2xx, or none in time, is a failure the
// outbox retries.
function httpMailer(url: string, apiKey: string): Mailer {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`E-mail API answered ${response.status}`);
    },
  };
}

// Locally nothing leaves the machine: the outbox keeps a copy of the text, read at /dev/mailbox.
const developmentMailer: Mailer = { send: async () => {} };

export function createMailer(env: Env): Mailer {
  const config = configOf(env);
  return config.ENVIRONMENT === "development"
    ? developmentMailer
    : httpMailer(config.EMAIL_API_URL, config.EMAIL_API_KEY);
}
