-- Screen management (docs/commands.md, "Screens"): `layout screen remove` keeps a
-- screen's rows and its history and marks it removed. A removed screen is not
-- listed, exported, checked or reported; `undo`, `redo` and `revert --to` bring it
-- back. Its name stays taken, so that its history keeps one name.
ALTER TABLE screen ADD COLUMN removed INTEGER NOT NULL DEFAULT 0 CHECK (removed IN (0, 1));
