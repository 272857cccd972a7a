ALTER TABLE `mypins` ADD `skeleton` text;--> statement-breakpoint
CREATE UNIQUE INDEX `mypins_skeleton_unique` ON `mypins` (`skeleton`);
