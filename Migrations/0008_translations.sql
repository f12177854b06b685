-- Translations (docs/text.md, "Languages"; `layout import LANG.lproj/NAME.strings`
-- and `layout import NAME.xcstrings`): one row per text per language per file.
-- `source` is the file's name (`Main.strings`, `Localizable.xcstrings`): importing
-- a file again replaces the rows of that name (for a `.strings` file, in its
-- folder's language; for a catalog, in every language). `kind` says what the key
-- is: `strings` an IB object id and property (`abc-12-xyz.text`), `catalog` a
-- view's `textKey`. A translation is not a screen edit: it has no revision. Like a
-- font, each change clears the frame cache and counts in
-- `document.font_generation`, which counts every change of a solve's stored inputs.
CREATE TABLE translation (
    source TEXT NOT NULL CHECK (length(source) > 0),
    language TEXT NOT NULL CHECK (length(language) > 0),
    kind TEXT NOT NULL CHECK (kind IN ('strings', 'catalog')),
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (source, language, key)
) WITHOUT ROWID;
-- The language of every view's own `text` (a catalog's `sourceLanguage`); NULL: `en`.
ALTER TABLE document ADD COLUMN development_language TEXT CHECK (length(development_language) > 0);
