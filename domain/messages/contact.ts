// The contact form. The admins' list of what it received is
// worded in contact-messages.ts, so neither screen loads the other's texts.

export const contactPage = {
  title: "Contact Us",
  intro: "Questions about a MyPin, a payment or a brand name? Write to us and we will answer by e-mail.",
  email: "Email",
  subject: "Subject",
  message: "Message",
  counter: (length: number, max: number) => `${length}/${max}`,
  counterLabel: (length: number, max: number) => `${length} of ${max} characters used`,
  send: "Send Message",
  sending: "Sending...",
  sentTitle: "Message Sent!",
  sentBody: "Thank you for getting in touch. We have sent you a confirmation and will reply to your e-mail address.",
  done: "Done",
  sendFailed: "Failed to send message. Please try again.",
} as const;

// The API's refusals of a contact request, one sentence per field.
export const contactRefusal = {
  tooMany: "Too many messages sent. Please wait before sending another.",
  subjectRequired: "Please enter a subject.",
  subjectTooLong: (max: number) => `The subject can be at most ${max} characters.`,
  messageRequired: "Please enter a message.",
  messageTooLong: (max: number) => `The message can be at most ${max} characters.`,
} as const;

// The acknowledgement the sender gets. It repeats nothing they typed, so the form cannot be used
// to send someone else text of the sender's choosing.
export const contactAcknowledgement = {
  subject: "We received your message",
  text: "Thank you for contacting MyPin. We have received your message and will reply to this address, usually within two working days. If you did not write to us, you can ignore this e-mail.",
} as const;
