CREATE TABLE `reserved_name_releases` (
	`name` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`released_by` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `staff_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` text NOT NULL,
	`actor_email` text,
	`action` text NOT NULL,
	`target` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `staff_actions_created_idx` ON `staff_actions` (`created_at`);--> statement-breakpoint
CREATE INDEX `staff_actions_actor_idx` ON `staff_actions` (`actor_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `mypins` ADD `tier_rank` integer GENERATED ALWAYS AS (CASE WHEN length(mypin) <= 30 AND instr(mypin, '.') = 0 THEN 0 WHEN instr(mypin, ' ') = 0 AND length(mypin) - length(replace(mypin, '.', '')) = 1 THEN 1 ELSE 2 END) VIRTUAL;--> statement-breakpoint
CREATE INDEX `mypins_created_idx` ON `mypins` (`created_at`);--> statement-breakpoint
CREATE INDEX `mypins_tier_name_idx` ON `mypins` (`tier_rank`,`mypin`);--> statement-breakpoint
CREATE INDEX `subscriptions_status_trial_idx` ON `subscriptions` (`status`,`trial_end`);--> statement-breakpoint
CREATE INDEX `subscriptions_status_tier_idx` ON `subscriptions` (`status`,`tier`,`created_at`);--> statement-breakpoint
CREATE INDEX `user_roles_role_idx` ON `user_roles` (`role`);