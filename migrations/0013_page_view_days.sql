CREATE TABLE `page_view_days` (
	`day` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL
);
