// The dashboard's list of what the contact form received. Named apart
// from the overview's "Contact messages" count, so each region has a name of its own.

export const contactMessagesPanel = {
  title: "Contact form messages",
  hint: "What visitors sent through the contact form, newest first. Reply by e-mail.",
  from: "From",
  subject: "Subject",
  message: "Message",
  received: "Received",
  empty: "No messages yet.",
  failed: "Failed to load contact messages",
  pagination: "Contact messages pages",
} as const;
