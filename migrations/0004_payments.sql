ALTER TABLE `users` ADD `stripe_customer_id` text;--> statement-breakpoint
ALTER TABLE `users` ADD `trial_used_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `users_stripe_customer_id_unique` ON `users` (`stripe_customer_id`);--> statement-breakpoint
-- An account that already had a trial has used its one free trial.
UPDATE `users` SET `trial_used_at` = (
  SELECT min(`created_at`) FROM `subscriptions`
  WHERE `subscriptions`.`user_id` = `users`.`id` AND `subscriptions`.`trial_end` IS NOT NULL
);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `refunded_minor` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `dispute_status` text;--> statement-breakpoint
CREATE TABLE `name_holds` (
	`holder` text NOT NULL,
	`name` text NOT NULL,
	`expires_at` integer NOT NULL,
	`checkout_session_id` text,
	PRIMARY KEY(`holder`, `name`)
);--> statement-breakpoint
CREATE INDEX `name_holds_holder_idx` ON `name_holds` (`holder`,`expires_at`);--> statement-breakpoint
CREATE INDEX `name_holds_expires_idx` ON `name_holds` (`expires_at`);--> statement-breakpoint
CREATE INDEX `name_holds_checkout_idx` ON `name_holds` (`checkout_session_id`);--> statement-breakpoint
CREATE TABLE `account_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);--> statement-breakpoint
CREATE INDEX `account_requests_key_idx` ON `account_requests` (`key`,`at`);
