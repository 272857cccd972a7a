ALTER TABLE `email_outbox` ADD `locale` text;--> statement-breakpoint
ALTER TABLE `users` ADD `locale` text DEFAULT 'en' NOT NULL;