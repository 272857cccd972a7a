CREATE TABLE `pin_transfers` (
	`id` text PRIMARY KEY NOT NULL,
	`pin_id` integer NOT NULL,
	`mypin` text NOT NULL,
	`from_user_id` text NOT NULL,
	`from_email` text NOT NULL,
	`from_name` text NOT NULL,
	`from_subscription_id` text NOT NULL,
	`to_email` text NOT NULL,
	`state` text DEFAULT 'open' NOT NULL,
	`expires_at` integer NOT NULL,
	`checkout_session_id` text,
	`to_user_id` text,
	`to_subscription_id` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`pin_id`) REFERENCES `mypins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pin_transfers_open_pin_idx` ON `pin_transfers` (`pin_id`) WHERE state = 'open';--> statement-breakpoint
CREATE INDEX `pin_transfers_to_email_idx` ON `pin_transfers` (`to_email`,`state`);--> statement-breakpoint
CREATE INDEX `pin_transfers_open_expiry_idx` ON `pin_transfers` (`expires_at`) WHERE state = 'open';--> statement-breakpoint
ALTER TABLE `mypins` ADD `transferred_at` integer;