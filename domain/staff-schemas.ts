import * as z from "zod";
import { MAX_EMAIL_LENGTH } from "./accounts.ts";
import { MAX_SHARE_LINK_LENGTH } from "./links.ts";
import { api } from "./messages/api.ts";
import { helpDesk } from "./messages/staff.ts";
import { ZEmail, ZPinName, ZPositiveInt } from "./schemas.ts";
import { DELETE_REASONS, MAX_RELEASES_PER_RUN, STAFF_SEARCH_TYPES } from "./staff.ts";

// The staff routes' requests (worker/routes/helpdesk.ts and the admin-*.ts routes), shared with the
// staff screens.

const ZTier = z.enum(["basic", "simple", "premium"], { error: api.badRequest });
// Why a role was granted or a reserved name released: a line, kept in the audit trail.
const MAX_REASON_LENGTH = 200;
const ZReason = z.string({ error: api.badRequest }).trim().min(1, { error: api.badRequest }).max(MAX_REASON_LENGTH, {
  error: api.badRequest,
});

export const ZStaffSearchQuery = z.object({
  by: z.enum(STAFF_SEARCH_TYPES, { error: api.badRequest }),
  q: z
    .string({ error: helpDesk.searchTermRequired })
    .trim()
    .min(1, { error: helpDesk.searchTermRequired })
    .max(MAX_EMAIL_LENGTH, { error: api.badRequest }),
});

export const ZStaffRename = z.object({ mypin: ZPinName });

export const ZStaffDelete = z.object({ reason: z.enum(DELETE_REASONS, { error: api.badRequest }) });

// Whether the pin is left off the home page's list of popular names.
export const ZPopularListChange = z.object({ hidden: z.boolean({ error: api.badRequest }) });

// The admin's list: a page of every pin, optionally only names or owners' e-mails starting with filter.
export const ZStaffPinsQuery = z.object({
  page: ZPositiveInt.default(1),
  filter: z.string({ error: api.badRequest }).trim().max(MAX_EMAIL_LENGTH, { error: api.badRequest }).optional(),
});

// A dry run lists; a confirm releases only the names the preview listed that are still overdue.
export const ZReleaseOverdue = z.object({
  dry: z.boolean({ error: api.badRequest }),
  pins: z
    .array(z.string({ error: api.badRequest }).max(MAX_SHARE_LINK_LENGTH, { error: api.badRequest }), {
      error: api.badRequest,
    })
    .max(MAX_RELEASES_PER_RUN, { error: api.badRequest })
    .optional(),
});

export const ZRoleGrant = z.object({
  email: ZEmail,
  reason: ZReason,
  // Epoch milliseconds; null or absent grants until revoked.
  expiresAt: z
    .number({ error: api.badRequest })
    .int({ error: api.badRequest })
    .positive({ error: api.badRequest })
    .nullable()
    .optional(),
});

export const ZReservedRelease = z.object({ name: ZPinName, email: ZEmail, reason: ZReason });

export const ZAuditQuery = z.object({
  actor: z.string({ error: api.badRequest }).max(64, { error: api.badRequest }).optional(),
});

export const ZSubscriptionsQuery = z.object({ tier: ZTier.optional(), page: ZPositiveInt.default(1) });

// A change is JSON from our own pages (the same-origin check), even when it carries nothing.
export const ZNoBody = z.object({});

// An account named in a path (a grant to revoke); ids are UUIDs, far shorter than this.
export const ZUserParam = z.object({ userId: z.string({ error: api.badRequest }).max(64, { error: api.badRequest }) });
