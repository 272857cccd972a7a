// The contact form's limits, shared by the form and the API.
export const MAX_CONTACT_MESSAGE_LENGTH = 200;
export const MAX_CONTACT_SUBJECT_LENGTH = 150;
export const CONTACT_MESSAGES_PAGE_SIZE = 20;

// The acknowledgement goes to whatever address the form was given, so anyone could aim it at a
// stranger: at most this many a day reach one address. Messages beyond it are still kept and sent
// to support; only the acknowledgement is skipped.
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;

// A subject and a reply-to address become e-mail headers, where a line break starts a new header.
// Mail software does not agree on what breaks a line (some take a lone CR, NEL, VT, FF or U+2028),
// and no control character belongs in a header, so every one goes, with the Unicode line and
// paragraph separators.
export function stripControlCharacters(value: string): string {
  return value.replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, "");
}

// What the message field keeps of typed or pasted text: the first 200 characters, as maxLength
// keeps of typing.
export function capMessage(value: string): string {
  return value.slice(0, MAX_CONTACT_MESSAGE_LENGTH);
}
