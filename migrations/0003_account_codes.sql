-- A pending sign-up now belongs to the browser that started it, and its code is stored as an HMAC
-- with a server key. Rows made before this can meet neither (they live 15 minutes and a day more
-- for Resend), so the table starts empty and those sign-ups start again.
DROP TABLE `email_codes`;--> statement-breakpoint
CREATE TABLE `email_codes` (
	`email` text NOT NULL,
	`purpose` text NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`sent_at` integer NOT NULL,
	`display_name` text NOT NULL,
	`password_hash` text NOT NULL,
	`link_token_hash` text NOT NULL,
	`browser_hash` text NOT NULL,
	PRIMARY KEY(`email`, `purpose`)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_codes_link_token_hash_unique` ON `email_codes` (`link_token_hash`);--> statement-breakpoint
CREATE INDEX `email_codes_expires_idx` ON `email_codes` (`expires_at`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `dev_copy` text;--> statement-breakpoint
-- No code, token or link stays in an e-mail already delivered or given up.
UPDATE `email_outbox` SET `payload` = '{}' WHERE `status` <> 'pending';--> statement-breakpoint
CREATE TABLE `auth_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`email` text NOT NULL,
	`ip` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auth_attempts_email_idx` ON `auth_attempts` (`kind`,`email`,`at`);--> statement-breakpoint
CREATE INDEX `auth_attempts_ip_idx` ON `auth_attempts` (`kind`,`ip`,`at`);
