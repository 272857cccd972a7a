CREATE TABLE `pin_search_days` (
	`pin_id` integer NOT NULL,
	`day` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`pin_id`, `day`),
	FOREIGN KEY (`pin_id`) REFERENCES `mypins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pin_search_days_day_idx` ON `pin_search_days` (`day`);