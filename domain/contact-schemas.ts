import * as z from "zod";
import { MAX_CONTACT_MESSAGE_LENGTH, MAX_CONTACT_SUBJECT_LENGTH, stripControlCharacters } from "./contact.ts";
import { auth } from "./messages/accounts.ts";
import { contactRefusal } from "./messages/contact.ts";
import { ZEmail, ZPositiveInt } from "./schemas.ts";

// POST /api/contact. Fields other than these are dropped, as on every route. The message keeps its
// line breaks: it is the e-mail's body, never a header.
export const ZContactMessage = z.object({
  email: z.string({ error: auth.invalidEmail }).transform(stripControlCharacters).pipe(ZEmail),
  subject: z
    .string({ error: contactRefusal.subjectRequired })
    .transform((value) => stripControlCharacters(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: contactRefusal.subjectRequired })
        .max(MAX_CONTACT_SUBJECT_LENGTH, { error: contactRefusal.subjectTooLong(MAX_CONTACT_SUBJECT_LENGTH) }),
    ),
  message: z
    .string({ error: contactRefusal.messageRequired })
    .trim()
    .min(1, { error: contactRefusal.messageRequired })
    .max(MAX_CONTACT_MESSAGE_LENGTH, { error: contactRefusal.messageTooLong(MAX_CONTACT_MESSAGE_LENGTH) }),
});

// A message as validated: its fields cleaned of control characters and trimmed.
export type TContactMessage = z.output<typeof ZContactMessage>;

export const ZContactMessagesQuery = z.object({ page: ZPositiveInt.default(1) });
