CREATE TABLE `job_cursors` (
	`job` text PRIMARY KEY NOT NULL,
	`cursor` text,
	`pass_started_at` integer,
	`pass_finished_at` integer,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pin_former_names` (
	`mypin` text PRIMARY KEY NOT NULL,
	`skeleton` text NOT NULL,
	`pin_id` integer NOT NULL,
	`until` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`pin_id`) REFERENCES `mypins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pin_former_names_skeleton_unique` ON `pin_former_names` (`skeleton`);--> statement-breakpoint
CREATE INDEX `pin_former_names_pin_idx` ON `pin_former_names` (`pin_id`);--> statement-breakpoint
ALTER TABLE `pin_transfers` ADD `checkout_url` text;--> statement-breakpoint
ALTER TABLE `pin_transfers` ADD `checkout_expires_at` integer;--> statement-breakpoint
ALTER TABLE `pin_transfers` ADD `carried_payment` text;--> statement-breakpoint
ALTER TABLE `pin_transfers` ADD `terms` text;--> statement-breakpoint
ALTER TABLE `pin_transfers` ADD `terms_read_at` integer;--> statement-breakpoint
CREATE INDEX `pin_transfers_carried_payment_idx` ON `pin_transfers` (`carried_payment`) WHERE carried_payment IS NOT NULL;--> statement-breakpoint
ALTER TABLE `api_keys` ADD `monthly_cap` integer;