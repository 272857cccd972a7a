-- The names "did you mean" looks through on a missed search (docs/decisions/030): every pin's name
-- as its trigrams, one row each, kept in step with mypins by the triggers below. An FTS5 trigram
-- table would do the same, but D1 counts the writes FTS5 defers to a later statement of a batch in
-- that statement's meta.changes, and the services read those counts to tell a rename or a deletion
-- that found its pin from one that did not. A plain table's trigger writes count only with their own row.
CREATE TABLE `pin_name_trigrams` (
	`trigram` text NOT NULL,
	`pin_id` integer NOT NULL,
	PRIMARY KEY(`trigram`, `pin_id`)
);
--> statement-breakpoint
CREATE INDEX `pin_name_trigrams_pin_idx` ON `pin_name_trigrams` (`pin_id`);--> statement-breakpoint
CREATE TABLE `trigram_positions` (
	`n` integer PRIMARY KEY NOT NULL
);--> statement-breakpoint
INSERT INTO `trigram_positions` (`n`)
	WITH RECURSIVE `seq`(`n`) AS (SELECT 1 UNION ALL SELECT `n` + 1 FROM `seq` WHERE `n` < 256)
	SELECT `n` FROM `seq`;--> statement-breakpoint
INSERT INTO `pin_name_trigrams` (`trigram`, `pin_id`)
	SELECT DISTINCT substr(`mypins`.`mypin`, `trigram_positions`.`n`, 3), `mypins`.`id`
	FROM `mypins` JOIN `trigram_positions` ON `trigram_positions`.`n` <= length(`mypins`.`mypin`) - 2;--> statement-breakpoint
CREATE TRIGGER `mypins_trigrams_insert` AFTER INSERT ON `mypins` BEGIN
	INSERT INTO `pin_name_trigrams` (`trigram`, `pin_id`)
		SELECT DISTINCT substr(new.`mypin`, `n`, 3), new.`id` FROM `trigram_positions` WHERE `n` <= length(new.`mypin`) - 2;
END;--> statement-breakpoint
CREATE TRIGGER `mypins_trigrams_rename` AFTER UPDATE OF `mypin` ON `mypins` BEGIN
	DELETE FROM `pin_name_trigrams` WHERE `pin_id` = old.`id`;
	INSERT INTO `pin_name_trigrams` (`trigram`, `pin_id`)
		SELECT DISTINCT substr(new.`mypin`, `n`, 3), new.`id` FROM `trigram_positions` WHERE `n` <= length(new.`mypin`) - 2;
END;--> statement-breakpoint
CREATE TRIGGER `mypins_trigrams_delete` AFTER DELETE ON `mypins` BEGIN
	DELETE FROM `pin_name_trigrams` WHERE `pin_id` = old.`id`;
END;
