-- LayoutStore schema 1: layout documents as rows, their history and the frame cache.
-- A migration never changes once it has landed; later changes go in 0002_..., 0003_...

-- 'LAYO': marks the file as a LayoutStore database, so a foreign SQLite file is refused.
PRAGMA application_id = 1279351119;

-- Settings of the stored document as a whole.
CREATE TABLE document (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    standard_spacing_sibling REAL
        CHECK (standard_spacing_sibling BETWEEN -1e300 AND 1e300),
    standard_spacing_superview REAL
        CHECK (standard_spacing_superview BETWEEN -1e300 AND 1e300),
    CHECK ((standard_spacing_sibling IS NULL) = (standard_spacing_superview IS NULL))
);
INSERT INTO document (id) VALUES (1);

CREATE TABLE screen (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE CHECK (length(name) > 0),
    root TEXT NOT NULL,
    layout_direction TEXT CHECK (layout_direction IN ('leftToRight', 'rightToLeft')),
    -- The latest revision; every edit increments it and appends to revision.
    revision INTEGER NOT NULL CHECK (revision >= 1),
    FOREIGN KEY (id, root) REFERENCES view (screen_id, name) DEFERRABLE INITIALLY DEFERRED
);

CREATE TABLE view (
    id INTEGER PRIMARY KEY,
    screen_id INTEGER NOT NULL REFERENCES screen (id) ON DELETE CASCADE,
    -- Document order; gaps allowed.
    position INTEGER NOT NULL,
    name TEXT NOT NULL CHECK (length(name) > 0),
    superview TEXT CHECK (superview IS NULL OR superview <> name),
    kind TEXT,
    has_intrinsic_size INTEGER NOT NULL CHECK (has_intrinsic_size IN (0, 1)),
    intrinsic_width REAL CHECK (intrinsic_width BETWEEN -1e300 AND 1e300),
    intrinsic_height REAL CHECK (intrinsic_height BETWEEN -1e300 AND 1e300),
    has_hugging INTEGER NOT NULL CHECK (has_hugging IN (0, 1)),
    hugging_horizontal REAL CHECK (hugging_horizontal BETWEEN 1 AND 1000),
    hugging_vertical REAL CHECK (hugging_vertical BETWEEN 1 AND 1000),
    has_compression_resistance INTEGER NOT NULL CHECK (has_compression_resistance IN (0, 1)),
    compression_resistance_horizontal REAL CHECK (compression_resistance_horizontal BETWEEN 1 AND 1000),
    compression_resistance_vertical REAL CHECK (compression_resistance_vertical BETWEEN 1 AND 1000),
    hidden INTEGER NOT NULL CHECK (hidden IN (0, 1)),
    margin_top REAL CHECK (margin_top BETWEEN -1e300 AND 1e300),
    margin_left REAL CHECK (margin_left BETWEEN -1e300 AND 1e300),
    margin_bottom REAL CHECK (margin_bottom BETWEEN -1e300 AND 1e300),
    margin_right REAL CHECK (margin_right BETWEEN -1e300 AND 1e300),
    has_baselines INTEGER NOT NULL CHECK (has_baselines IN (0, 1)),
    first_baseline_from_top REAL CHECK (first_baseline_from_top BETWEEN -1e300 AND 1e300),
    last_baseline_from_bottom REAL CHECK (last_baseline_from_bottom BETWEEN -1e300 AND 1e300),
    stack_axis TEXT CHECK (stack_axis IN ('horizontal', 'vertical')),
    stack_distribution TEXT CHECK (stack_distribution IN
        ('fill', 'fillEqually', 'fillProportionally', 'equalSpacing', 'equalCentering')),
    stack_alignment TEXT CHECK (stack_alignment IN
        ('fill', 'leading', 'top', 'center', 'trailing', 'bottom', 'firstBaseline', 'lastBaseline')),
    stack_spacing REAL CHECK (stack_spacing BETWEEN -1e300 AND 1e300),
    has_condition INTEGER NOT NULL CHECK (has_condition IN (0, 1)),
    UNIQUE (screen_id, name),
    CHECK (has_intrinsic_size = 1 OR (intrinsic_width IS NULL AND intrinsic_height IS NULL)),
    CHECK (has_hugging = 1 OR (hugging_horizontal IS NULL AND hugging_vertical IS NULL)),
    CHECK (has_compression_resistance = 1
        OR (compression_resistance_horizontal IS NULL AND compression_resistance_vertical IS NULL)),
    CHECK ((margin_top IS NULL) = (margin_left IS NULL) AND (margin_left IS NULL) = (margin_bottom IS NULL)
        AND (margin_bottom IS NULL) = (margin_right IS NULL)),
    CHECK (has_baselines = 1 OR (first_baseline_from_top IS NULL AND last_baseline_from_bottom IS NULL)),
    CHECK ((stack_axis IS NULL) = (stack_distribution IS NULL) AND (stack_axis IS NULL) = (stack_alignment IS NULL)
        AND (stack_axis IS NULL) = (stack_spacing IS NULL)),
    FOREIGN KEY (screen_id, superview) REFERENCES view (screen_id, name) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX view_by_screen ON view (screen_id, position);

-- One row per stored entry: a visual format (expanding to id#1, id#2, ...) or one equation.
CREATE TABLE constraint_entry (
    id INTEGER PRIMARY KEY,
    screen_id INTEGER NOT NULL REFERENCES screen (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    identifier TEXT NOT NULL CHECK (length(identifier) > 0 AND instr(identifier, '#') = 0),
    kind TEXT NOT NULL CHECK (kind IN ('visualFormat', 'equation')),
    -- As written; the columns below are what the store read from it.
    text TEXT NOT NULL,
    -- Visual format options, space separated, in document order.
    options TEXT CHECK (kind = 'visualFormat' OR options IS NULL),
    first_item TEXT CHECK ((kind = 'equation') = (first_item IS NOT NULL)),
    first_attribute TEXT,
    relation TEXT CHECK ((kind = 'equation') = (relation IS NOT NULL) AND relation IN ('==', '<=', '>=')),
    second_item TEXT,
    second_attribute TEXT,
    -- A number, or NULL when written as a metric name.
    multiplier REAL CHECK (multiplier BETWEEN -1e300 AND 1e300),
    constant REAL CHECK (constant BETWEEN -1e300 AND 1e300),
    priority REAL CHECK (priority BETWEEN 1 AND 1000),
    has_condition INTEGER NOT NULL CHECK (has_condition IN (0, 1)),
    UNIQUE (screen_id, identifier)
);
CREATE INDEX constraint_entry_by_screen ON constraint_entry (screen_id, position);

-- A metric may have several values, each under its own condition.
CREATE TABLE metric (
    id INTEGER PRIMARY KEY,
    screen_id INTEGER NOT NULL REFERENCES screen (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    name TEXT NOT NULL CHECK (length(name) > 0),
    value REAL NOT NULL CHECK (value BETWEEN -1e300 AND 1e300),
    has_condition INTEGER NOT NULL CHECK (has_condition IN (0, 1))
);
CREATE INDEX metric_by_screen ON metric (screen_id, position);

-- The allowed values of a `when` condition, one row per key and value, owned by
-- exactly one view, constraint entry or metric. A key allowing no value at all
-- is one row with value_position -1 and no value.
CREATE TABLE condition_value (
    id INTEGER PRIMARY KEY,
    screen_id INTEGER NOT NULL REFERENCES screen (id) ON DELETE CASCADE,
    view_id INTEGER REFERENCES view (id) ON DELETE CASCADE,
    constraint_entry_id INTEGER REFERENCES constraint_entry (id) ON DELETE CASCADE,
    metric_id INTEGER REFERENCES metric (id) ON DELETE CASCADE,
    key TEXT NOT NULL CHECK (length(key) > 0),
    value_position INTEGER NOT NULL CHECK (value_position >= -1),
    text_value TEXT,
    number_value REAL CHECK (number_value BETWEEN -1e300 AND 1e300),
    CHECK ((view_id IS NOT NULL) + (constraint_entry_id IS NOT NULL) + (metric_id IS NOT NULL) = 1),
    CHECK (CASE WHEN value_position = -1 THEN text_value IS NULL AND number_value IS NULL
                ELSE (text_value IS NULL) <> (number_value IS NULL) END)
);
CREATE INDEX condition_value_by_screen ON condition_value (screen_id);
CREATE INDEX condition_value_by_view ON condition_value (view_id);
CREATE INDEX condition_value_by_constraint_entry ON condition_value (constraint_entry_id);
CREATE INDEX condition_value_by_metric ON condition_value (metric_id);

-- The history: one row per edit, with a per-screen revision number and the
-- edit as structured, replayable JSON (what changed, from what, to what).
CREATE TABLE revision (
    screen_id INTEGER NOT NULL REFERENCES screen (id) ON DELETE CASCADE,
    number INTEGER NOT NULL CHECK (number >= 1),
    made_at TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (length(kind) > 0),
    summary TEXT NOT NULL,
    edit TEXT NOT NULL CHECK (json_valid(edit)),
    PRIMARY KEY (screen_id, number)
) WITHOUT ROWID;

-- Solved frames. `key` names everything the answer depends on, revision included,
-- so an edit makes old entries unreachable; least recently used entries are evicted.
CREATE TABLE frame_cache (
    key TEXT PRIMARY KEY,
    screen_id INTEGER NOT NULL REFERENCES screen (id) ON DELETE CASCADE,
    revision INTEGER NOT NULL,
    result TEXT NOT NULL,
    last_used INTEGER NOT NULL
);
CREATE INDEX frame_cache_by_last_used ON frame_cache (last_used);
CREATE INDEX frame_cache_by_screen ON frame_cache (screen_id);
