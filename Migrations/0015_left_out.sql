-- What the importer left out of a screen's source (the document's "leftOut"):
-- an element (a view with everything inside it) or a constraint, by its id in
-- the source, with the reason, in the source's order. A screen with rows here
-- was imported in part, and its answers say so.
CREATE TABLE left_out (
    id INTEGER PRIMARY KEY,
    screen_id INTEGER NOT NULL REFERENCES screen (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    kind TEXT NOT NULL CHECK (kind IN ('element', 'constraint')),
    ib_id TEXT NOT NULL CHECK (length(ib_id) > 0),
    reason TEXT NOT NULL CHECK (length(reason) > 0),
    UNIQUE (screen_id, position)
);
