-- The strings table a screen's texts are translated in (the document's
-- design.stringsTable, docs/text.md "Which translations a view reads"): the
-- storyboard or xib it was read from, qualified by its bundle folder
-- (`Loop/Main`). The `.strings` files and catalogs stored under that table
-- (translation.source `Loop/Main.strings`) hold its views' translations by IB
-- object id; a screen without one (NULL: JSON, or imported before this
-- migration) reads the IB entries of every table, as before.
ALTER TABLE screen ADD COLUMN design_strings_table TEXT
    CHECK (design_strings_table IS NULL OR length(design_strings_table) > 0);
