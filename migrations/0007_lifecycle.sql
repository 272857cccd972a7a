-- The paid lifecycle (docs/decisions/023). A subscription remembers when it ended and, for
-- non-payment, when its grace ends; the pin is then released by the daily job, not by the event.
-- renewal_notice_sent_at was never written: once-only notices are keyed rows in sent_notices.
ALTER TABLE `subscriptions` ADD `ended_at` integer;
--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `grace_ends_at` integer;
--> statement-breakpoint
ALTER TABLE `subscriptions` DROP COLUMN `renewal_notice_sent_at`;
--> statement-breakpoint
CREATE TABLE `sent_notices` (
	`key` text PRIMARY KEY NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sent_notices_sent_idx` ON `sent_notices` (`sent_at`);
--> statement-breakpoint
CREATE TABLE `pin_releases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`mypin` text NOT NULL,
	`user_id` text,
	`user_email` text,
	`subscription_id` text,
	`subscription_end` integer,
	`released_by` text NOT NULL,
	`released_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pin_releases_mypin_idx` ON `pin_releases` (`mypin`);
--> statement-breakpoint
CREATE INDEX `pin_releases_released_idx` ON `pin_releases` (`released_at`);
--> statement-breakpoint
-- A checkout whose session expired unpaid was marked failed; it is now marked expired, whether
-- Stripe's event said so or the cleanup found it stale.
UPDATE `checkouts` SET `status` = 'expired' WHERE `status` = 'failed';
--> statement-breakpoint
CREATE INDEX `checkouts_status_created_idx` ON `checkouts` (`status`,`created_at`);
