-- The names "did you mean" looks through on a missed search (docs/decisions/030): a trigram index of
-- every pin's name, rowid = the pin's id. It keeps its own copy of each name rather than reading
-- mypins (external content), so a trigger can remove a row by its id alone and a missed step can
-- never leave the index reading a name that is no longer there.
CREATE VIRTUAL TABLE `pin_name_trigrams` USING fts5(`mypin`, tokenize = 'trigram');--> statement-breakpoint
INSERT INTO `pin_name_trigrams` (`rowid`, `mypin`) SELECT `id`, `mypin` FROM `mypins`;--> statement-breakpoint
CREATE TRIGGER `mypins_trigrams_insert` AFTER INSERT ON `mypins` BEGIN
	INSERT INTO `pin_name_trigrams` (`rowid`, `mypin`) VALUES (new.`id`, new.`mypin`);
END;--> statement-breakpoint
CREATE TRIGGER `mypins_trigrams_rename` AFTER UPDATE OF `mypin` ON `mypins` BEGIN
	UPDATE `pin_name_trigrams` SET `mypin` = new.`mypin` WHERE `rowid` = old.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `mypins_trigrams_delete` AFTER DELETE ON `mypins` BEGIN
	DELETE FROM `pin_name_trigrams` WHERE `rowid` = old.`id`;
END;
