// The dashboard's list of what the contact form received (accounts-admin section 2).

export const contactMessagesPanel = {
  title: "Contact messages",
  hint: "What visitors sent through the contact form, newest first. Reply by e-mail.",
  from: "From",
  subject: "Subject",
  message: "Message",
  received: "Received",
  empty: "No messages yet.",
  failed: "Failed to load contact messages",
  pagination: "Contact messages pages",
} as const;
