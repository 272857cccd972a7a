import type { TDeleteReason } from "../staff.ts";
import { plural } from "./plural.ts";

// Help desk and system administrators: searching, renaming and deleting pins, reserved names.

export const helpDesk = {
  title: "Help Desk - Search MyPins",
  searchTermRequired: "Please enter a search term",
  renameExists: "MyPin already exists",
  renameChooseAnother: "Please choose a different name.",
  renameTierRefused: "A rename must keep the MyPin's tier, which its owner pays for.",
  renameTierChange: (fromTier: string, toTier: string) =>
    `This is a ${fromTier} MyPin, which its owner pays for, and the new name would make it ${toTier}. Choose a ${fromTier} name.`,
  noResultsFound: "No Results Found",
  noResults: "No Results",
  searchError: "Search Error",
  renameFailed: "Failed to update MyPin name",
  deleteFailed: "Failed to delete MyPin",
  renamed: "MyPin name updated successfully",
  deleted: (pin: string) => `MyPin "${pin}" deleted successfully`,
  deleteTitle: "Delete MyPin",
  deleteConfirm: (pin: string) => `Are you sure you want to permanently delete "${pin}"? This action cannot be undone.`,
} as const;

// The staff manage views' own words: the spec names their headers, columns and toasts but does
// not word the search controls, the delete reasons, the paging or the reserved-name releases.
export const staffPins = {
  searchNote: "Search by the owner's e-mail address or by MyPin name.",
  searchBy: "Search by",
  byEmail: "Email",
  byName: "MyPin",
  searchLabel: "Search term",
  placeholders: { email: "owner@example.com", name: "e.g. my.pin2" },
  search: "Search",
  clear: "Clear",
  resultsHeading: (count: number) => `Search Results (${count})`,
  found: (count: number) => `Found ${count} result(s)`,
  noResultsBody: "No MyPin matches this search.",
  columns: {
    clickable: "Clickable MyPin",
    userEmail: "User Email",
    location: "Location (Lat/Lng)",
    urlLink: "URL Link",
    qrCode: "QR Code",
    searchCount: "Search Count",
    createdDate: "Created Date",
    lastUpdated: "Last Updated",
    actions: "Actions",
  },
  noEmail: "No e-mail",
  // Ours: what Stripe reported of the pin's payments, and the public list, beside the owner.
  payment: {
    disputeOpen: "Payment disputed",
    disputeWon: "Dispute won",
    disputeLost: "Dispute lost",
    refunded: (amount: string) => `Refunded ${amount}`,
    reversed: "Payment reversed: subscription cancelled",
  },
  hiddenFromTop: "Hidden from the popular list",
  hideFromTop: "Hide from popular",
  showInTop: "Show in popular",
  hideFromTopLabel: (pin: string) => `Hide from popular: ${pin}`,
  showInTopLabel: (pin: string) => `Show in popular: ${pin}`,
  hiddenDone: (pin: string) => `${pin} no longer shows in the popular list`,
  shownDone: (pin: string) => `${pin} shows in the popular list again`,
  topChangeFailed: "Failed to change the popular list",
  edit: "Edit",
  save: "Save",
  cancel: "Cancel",
  delete: "Delete",
  newName: (pin: string) => `New name for ${pin}`,
  renameTitle: "Rename MyPin",
  renameCheck: "Check both names before you save.",
  currentName: "Current name",
  newNameHeading: "New name",
  confirmRename: "Rename",
  formerNameNote: (days: number) =>
    plural("en", days, {
      one: "The current name will lead to the new one for # day, and nobody else can take it until then.",
      other: "The current name will lead to the new one for # days, and nobody else can take it until then.",
    }),
  deletePin: (pin: string) => `Delete ${pin}`,
  deleteReason: "Reason",
  reasons: {
    violation: "Violation of the name policy",
    owner_request: "Owner's request",
    mistake: "Mistake",
  } satisfies Record<TDeleteReason, string>,
  feeNote: "The owner is refunded the unused part of the current period; for a violation, less an administrative fee.",
  refunded: (amount: string) => `Refunded ${amount} to the owner.`,
  noRefund: "Nothing was refunded.",
  totalCount: (count: number) => plural("en", count, { one: "# MyPin in total", other: "# MyPins in total" }),
  matchCount: (count: number) =>
    plural("en", count, { one: "# MyPin matches the filter", other: "# MyPins match the filter" }),
  filterLabel: "Filter by name or owner e-mail",
  filterPlaceholder: "Starts with...",
  noneMatch: "No MyPins match this filter.",
  nonePins: "No MyPins yet.",
} as const;

// The staff views' panel for releasing a reserved brand name to the account that proved it owns it.
export const reservedNamesPanel = {
  title: "Reserved brand names",
  intro: "Release a reserved brand name to the account of its proven owner. Only that account can then buy it.",
  adminsOnly: "Only a system administrator can release a reserved name.",
  name: "Brand name",
  email: "Owner's account e-mail",
  reason: "Reason (e.g. the proof you checked)",
  release: "Release name",
  released: (name: string) => `"${name}" released`,
  failed: "The name could not be released",
  listHeading: "Released names",
  none: "No reserved names have been released yet.",
  loadFailed: "The released names could not be loaded",
  releasedTo: (email: string) => `to ${email}`,
  releasedBy: (email: string) => `by ${email},`,
  formerStaff: "a former staff member",
  retry: "Try again",
} as const;

export const admin = {
  analyticsFailed: "Failed to fetch subscription analytics",
  trialAnalyticsFailed: "Failed to fetch trial analytics",
  subscriptionsFailed: "Failed to fetch subscriptions",
  syncFailed: "Sync Failed",
  syncError: "Sync Error",
  dryRunFailed: "Dry Run Failed",
  releaseFailed: "Release Failed",
  dryRunError: "Dry Run Error",
  releaseError: "Release Error",
  manageTitle: "Manage All MyPins (System Admin)",
  renameExists: "MyPin already exists. Please choose a different name.",
  dashboardTitle: "Admin Dashboard",
  analyticsTitle: "Analytics",
  roles: {
    noAccount: "No account uses this e-mail address. The person must sign up first.",
    expiryPast: "The access must end in the future.",
    notGranted: "This account has no help desk access to revoke.",
  },
} as const;

// Releasing a reserved brand name to the account proven to own the brand (ours; the spec has none).
export const reservedNames = {
  notReserved: "That name is not a reserved name, so there is nothing to release: anyone may buy it.",
  noAccount: "No account uses that e-mail address. The brand owner must sign up first.",
  toSelf: "You cannot release a reserved name to your own account. Another administrator must check the proof.",
} as const;

// Why staff deleted a pin, as the owner's e-mail says it.
export const deleteReasons = {
  violation: "it broke our terms of use",
  owner_request: "you asked us to delete it",
  mistake: "it was created by mistake",
} as const;
