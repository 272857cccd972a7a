-- Sessions get a last-use time for the idle timeout (domain/sessions.ts). SQLite cannot add a
-- NOT NULL column without a default, so the table is rebuilt; nothing references it.
-- Until now a rotation pushed expires_at 30 days on from the refresh, so the sign-in time of an
-- existing row is unknown: its expiry is kept as the absolute one, which is at most 30 days away.
-- Its last use is its latest rotation, or else the sign-in, 30 days before an unrotated expiry.
CREATE TABLE `__new_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`refresh_hash` text NOT NULL,
	`previous_refresh_hash` text,
	`rotated_at` integer,
	`expires_at` integer NOT NULL,
	`last_used_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_sessions` (`id`, `user_id`, `refresh_hash`, `previous_refresh_hash`, `rotated_at`, `expires_at`, `last_used_at`, `revoked_at`)
SELECT `id`, `user_id`, `refresh_hash`, `previous_refresh_hash`, `rotated_at`, `expires_at`, COALESCE(`rotated_at`, `expires_at` - 2592000000), `revoked_at` FROM `sessions`;
--> statement-breakpoint
DROP TABLE `sessions`;
--> statement-breakpoint
ALTER TABLE `__new_sessions` RENAME TO `sessions`;
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_refresh_hash_unique` ON `sessions` (`refresh_hash`);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);
--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);
