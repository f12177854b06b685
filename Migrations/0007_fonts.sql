-- Named fonts (docs/store.md, "Fonts"; `layout font add`): a font file's bytes,
-- keyed by its PostScript name, with its family. The bytes are kept whole and
-- read again (LayoutText's OpenTypeReader) when a solve needs their metrics.
-- Storing a font is not a screen edit: it has no revision. It clears the frame
-- cache instead (answers depend on the stored fonts), and counts in
-- `document.font_generation`, so that a solve that read the fonts before a change
-- does not cache its answer after it.
CREATE TABLE font (
    postscript_name TEXT PRIMARY KEY CHECK (length(postscript_name) > 0),
    family TEXT NOT NULL,
    data BLOB NOT NULL CHECK (length(data) > 0),
    added_at TEXT NOT NULL
) WITHOUT ROWID;
ALTER TABLE document ADD COLUMN font_generation INTEGER NOT NULL DEFAULT 0;
