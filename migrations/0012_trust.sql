CREATE TABLE `trial_cards` (
	`fingerprint` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`user_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `auth_attempts` ADD `browser` text;--> statement-breakpoint
CREATE INDEX `auth_attempts_browser_idx` ON `auth_attempts` (`kind`,`browser`,`at`);--> statement-breakpoint
ALTER TABLE `checkouts` ADD `trial_refused` text;--> statement-breakpoint
ALTER TABLE `mypins` ADD `ranked_searches` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `mypins` ADD `hidden_from_top` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `mypins_ranked_idx` ON `mypins` (`hidden_from_top`,`ranked_searches`);--> statement-breakpoint
ALTER TABLE `name_holds` ADD `address` text;--> statement-breakpoint
CREATE INDEX `name_holds_address_idx` ON `name_holds` (`address`,`expires_at`);--> statement-breakpoint
ALTER TABLE `sign_in_failures` ADD `ip` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `sign_in_failures_email_ip_idx` ON `sign_in_failures` (`email`,`ip`,`failed_at`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `reversed_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `trial_checkout_id` text;--> statement-breakpoint
CREATE INDEX `email_outbox_to_idx` ON `email_outbox` (`to`,`template`,`created_at`);--> statement-breakpoint
-- Searches counted before the public list's ranking counted each client once a day rank as they did.
UPDATE `mypins` SET `ranked_searches` = `search_count`;
