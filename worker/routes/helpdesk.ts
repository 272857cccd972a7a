import { Hono } from "hono";
import {
  ZReservedNameReleased,
  ZReservedNameReleases,
  ZStaffDeleted,
  ZStaffPinChanged,
  ZStaffPins,
} from "../../domain/answers/staff";
import { ZPinId } from "../../domain/schemas";
import {
  ZPopularListChange,
  ZReservedRelease,
  ZStaffDelete,
  ZStaffRename,
  ZStaffSearchQuery,
} from "../../domain/staff-schemas";
import type { THonoEnv } from "../env";
import { describe } from "../middleware/describe";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { listReleasedNames } from "../services/names/list-released-names";
import { releaseReservedName } from "../services/names/release-reserved-name";
import { deleteStaffPin } from "../services/staff/delete-staff-pin";
import { renameStaffPin } from "../services/staff/rename-staff-pin";
import { searchStaffPins } from "../services/staff/search-staff-pins";
import { setPinOnPopularList } from "../services/staff/set-pin-on-popular-list";

// The help desk's screen; a system admin can do all the help desk can.
// requireRole guards each route itself: other sub-apps share these prefixes.
const staff = () => requireRole("help_desk", "system_admin");
const tag = "Help desk";

const SEARCH = `Every pin of an owner's e-mail address (trimmed, lower-cased), or the one pin of a name in its canonical form, Premium, Simple, Basic then alphabetical. The staff rows show a dispute, a refund, a reversed payment and a hidden pin beside the owner.

A name search is not a visitor's search: it neither counts nor is rate limited. A search by e-mail writes an audit row (\`search_owner_pins\`, the address searched). A blank \`q\` is refused with \`Please enter a search term\`.`;

const RENAME = `Renames the pin to the name's canonical form under the name policy (a reserved brand only when released to the pin's owner), keeping its tier: the owner pays for the tier the name gives. The same canonical name answers the pin unchanged. Otherwise, with the new name held in its NameLock meanwhile, one batch renames the pin (its counts stay), moves its \`qr_codes\` row and its cancellation requests, makes the old name a former name of the pin (\`pin_former_names\`, for 90 days; a former name of this pin taken back is its name again), writes the audit row and e-mails the owner (\`pin-renamed\`); then every search answer of the pin's names is forgotten, the QR file is remade under the new name and the old one removed, the Stripe subscription's \`mypin\` metadata is updated (a warning if Stripe fails) and the old name's lock is freed.

For the 90 days a former name answers searches, shared links, \`/v1/pins/{name}\` and embedded cards with the pin under its new name, and is taken to everyone else (availability, holds, checkout, fulfilment, other renames), look-alikes included; a second rename keeps the first name leading to the pin too.

400 for a malformed name, the name policy's refusals (400 \`NAME_MIXED_SCRIPTS\`, 400 \`NAME_EXPLETIVE\`, 409 \`NAME_RESERVED\`), 404 \`PIN_NOT_FOUND\`, 409 \`STAFF_RENAME_TIER\` when the new name is of another tier, 409 \`STAFF_NAME_EXISTS\` (\`MyPin already exists\`) when another pin has the name or a look-alike of it, had it within the 90 days, or a buyer holds it.`;

const DELETE = `Deletes the pin for good with a fair refund ([decision 024](decisions/024-staff-delete-refunds.md)). A pin with a subscription: Stripe cancels it at once (no proration), then the unused part of the current period (the amount paid on the subscription's latest invoice × time left ÷ the period, rounded down; less \`ADMIN_FEE\` for a violation, never below zero; nothing during a trial or for a period whose renewal payment failed) is refunded against that invoice's payment, unless a staff delete's refund is already on that payment (a retry after a failed batch), and with idempotency keys from the subscription id, so a retry neither cancels nor refunds twice; the answer, the audit row and the e-mail give what Stripe refunded. A subscription Stripe no longer has, or one already ended, is not cancelled again and nothing is refunded.

Then one batch deletes the pin and its \`qr_codes\` row, marks the subscription ended, writes the audit row and e-mails the owner (\`pin-deleted\`: the reason and the refund); the QR file is removed and the name freed. A pin without a subscription is just deleted (\`refund: null\`). 404 \`PIN_NOT_FOUND\`, 502 \`PAYMENT_FAILED\` (\`Failed to delete MyPin\`) when Stripe fails, and the pin stays.`;

const RELEASE = `Releases a reserved brand (by its canonical name) to the account of that address, the brand's proven owner, with an audit row in the same batch; releasing it again moves it. From then on availability, holds, checkout and staff renames allow that exact name to that account alone; everyone else still gets 409 \`NAME_RESERVED\`. The reason is at most 200 characters.

400 \`NAME_NOT_RESERVED\` for a name the policy does not reserve, 404 \`RELEASE_NO_ACCOUNT\`, 403 \`RELEASE_TO_SELF\` (never to the admin's own account: nobody vouches for their own claim).`;

export const helpDeskRoutes = new Hono<THonoEnv>()
  .get(
    "/pins",
    describe({
      tag,
      summary: "Search the pins of an owner's e-mail address or of a name",
      description: SEARCH,
      answers: { 200: ZStaffPins },
      refuses: [],
    }),
    staff(),
    validate("query", ZStaffSearchQuery),
    async (c) => {
      const { by, q } = c.req.valid("query");
      return c.json({ pins: await searchStaffPins(c.var.deps, { actor: c.var.user, by, query: q }) }, 200);
    },
  )
  .patch(
    "/pins/:id",
    describe({
      tag,
      summary: "Rename a pin",
      description: RENAME,
      answers: { 200: ZStaffPinChanged },
      refuses: [
        "NAME_MIXED_SCRIPTS",
        "NAME_EXPLETIVE",
        "NAME_RESERVED",
        "PIN_NOT_FOUND",
        "STAFF_RENAME_TIER",
        "STAFF_NAME_EXISTS",
      ],
    }),
    staff(),
    validate("param", ZPinId),
    validate("json", ZStaffRename),
    async (c) => {
      const rename = { actor: c.var.user, id: c.req.valid("param").id, to: c.req.valid("json").mypin };
      return c.json({ pin: await renameStaffPin(c.var.deps, rename) }, 200);
    },
  )
  .put(
    "/pins/:id/popular-list",
    describe({
      tag,
      summary: "Take a pin off the popular list, or put it back",
      description:
        "Takes the pin off the home page's popular list, or puts it back (it still resolves and counts), with an audit row (`hide_from_top` / `show_in_top`) in the same batch; asking for what already is changes and records nothing. 404 `PIN_NOT_FOUND`.",
      answers: { 200: ZStaffPinChanged },
      refuses: ["PIN_NOT_FOUND"],
    }),
    staff(),
    validate("param", ZPinId),
    validate("json", ZPopularListChange),
    async (c) => {
      const { hidden } = c.req.valid("json");
      const change = { actor: c.var.user, id: c.req.valid("param").id, hidden };
      return c.json(await setPinOnPopularList(c.var.deps, change), 200);
    },
  )
  .delete(
    "/pins/:id",
    describe({
      tag,
      summary: "Delete a pin for good with a fair refund",
      description: DELETE,
      answers: { 200: ZStaffDeleted },
      refuses: ["PIN_NOT_FOUND", "PAYMENT_FAILED"],
    }),
    staff(),
    validate("param", ZPinId),
    validate("json", ZStaffDelete),
    async (c) => {
      const deletion = { actor: c.var.user, id: c.req.valid("param").id, reason: c.req.valid("json").reason };
      return c.json(await deleteStaffPin(c.var.deps, deletion), 200);
    },
  )
  .get(
    "/reserved-names",
    describe({
      tag,
      summary: "The reserved names released to their owners",
      description: "Newest first; `releasedBy` is the staff member's e-mail.",
      answers: { 200: ZReservedNameReleases },
      refuses: [],
    }),
    staff(),
    async (c) => c.json({ releases: await listReleasedNames(c.var.deps) }, 200),
  )
  // Releasing a brand hands a name over on proof of ownership: for system admins alone.
  .post(
    "/reserved-names",
    describe({
      tag,
      summary: "Release a reserved brand name to its owner's account",
      description: RELEASE,
      answers: { 200: ZReservedNameReleased },
      refuses: ["NAME_NOT_RESERVED", "RELEASE_NO_ACCOUNT", "RELEASE_TO_SELF"],
    }),
    requireRole("system_admin"),
    validate("json", ZReservedRelease),
    async (c) => {
      const release = await releaseReservedName(c.var.deps, { actor: c.var.user, ...c.req.valid("json") });
      return c.json({ release }, 200);
    },
  );
