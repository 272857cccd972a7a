ALTER TABLE `mypins` ADD `note` text;--> statement-breakpoint
ALTER TABLE `mypins` ADD `near_town` text;--> statement-breakpoint
ALTER TABLE `mypins` ADD `near_country` text;--> statement-breakpoint
ALTER TABLE `mypins` ADD `place_checked_at` integer;--> statement-breakpoint
CREATE INDEX `mypins_unplaced_idx` ON `mypins` (`id`) WHERE place_checked_at IS NULL;