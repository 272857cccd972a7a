// Accounts-admin sections 5 and 9: the contact form's limits, shared by the form and the API.
export const MAX_CONTACT_MESSAGE_LENGTH = 200;
export const MAX_CONTACT_SUBJECT_LENGTH = 150;
export const CONTACT_MESSAGES_PAGE_SIZE = 20;

// A subject and a reply-to address become e-mail headers, where a line break starts a new header.
export function stripLineBreaks(value: string): string {
  return value.replace(/[\r\n]/g, "");
}

// What the message field keeps of typed or pasted text: the first 200 characters, as maxLength
// keeps of typing.
export function capMessage(value: string): string {
  return value.slice(0, MAX_CONTACT_MESSAGE_LENGTH);
}
