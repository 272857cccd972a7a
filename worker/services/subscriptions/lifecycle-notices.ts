import type { TNotice } from "../../../domain/lifecycle";
import type { TCurrency } from "../../../domain/prices";
import type { TEmail } from "../outbox/email-templates";

type TNoticeTarget = { id: string; email: string; mypin: string; amountMinor: number; currency: TCurrency };

export function noticeEmail(target: TNoticeTarget, notice: TNotice, link: string): TEmail {
  const { mypin, amountMinor, currency } = target;
  const to = target.email;
  if (notice.kind === "ending")
    return { to, template: "subscription-ending", payload: { mypin, endsAt: notice.at, link } };
  if (notice.kind === "trial")
    return { to, template: "trial-ending", payload: { mypin, trialEnd: notice.at, amountMinor, currency, link } };
  return { to, template: "renewal-notice", payload: { mypin, renewsAt: notice.at, amountMinor, currency, link } };
}
