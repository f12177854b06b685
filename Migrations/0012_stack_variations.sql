-- Stack view properties that replace a stack's own under a condition (the
-- document's "stackVariations"; Interface Builder's size-class variations,
-- <variation key="heightClass=compact" axis="horizontal" spacing="20"/>), in
-- the order written. A NULL property is one the variation leaves as it is;
-- spacing_standard 1 is "spacing": "standard" (spacing then NULL).
CREATE TABLE stack_variation (
    id INTEGER PRIMARY KEY,
    screen_id INTEGER NOT NULL REFERENCES screen (id) ON DELETE CASCADE,
    view_id INTEGER NOT NULL REFERENCES view (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    axis TEXT CHECK (axis IN ('horizontal', 'vertical')),
    distribution TEXT CHECK (distribution IN
        ('fill', 'fillEqually', 'fillProportionally', 'equalSpacing', 'equalCentering')),
    alignment TEXT CHECK (alignment IN
        ('fill', 'leading', 'top', 'center', 'trailing', 'bottom', 'firstBaseline', 'lastBaseline')),
    spacing REAL CHECK (spacing BETWEEN -1e300 AND 1e300),
    spacing_standard INTEGER NOT NULL DEFAULT 0 CHECK (spacing_standard IN (0, 1)),
    CHECK (NOT (spacing_standard = 1 AND spacing IS NOT NULL)),
    CHECK (axis IS NOT NULL OR distribution IS NOT NULL OR alignment IS NOT NULL
        OR spacing IS NOT NULL OR spacing_standard = 1),
    UNIQUE (view_id, position)
);
CREATE INDEX stack_variation_by_screen ON stack_variation (screen_id);

-- Each stack variation's condition, one row per allowed value as in
-- condition_value (value_position -1: a key that allows no value).
CREATE TABLE stack_variation_condition (
    id INTEGER PRIMARY KEY,
    screen_id INTEGER NOT NULL REFERENCES screen (id) ON DELETE CASCADE,
    stack_variation_id INTEGER NOT NULL REFERENCES stack_variation (id) ON DELETE CASCADE,
    key TEXT NOT NULL CHECK (length(key) > 0),
    value_position INTEGER NOT NULL CHECK (value_position >= -1),
    text_value TEXT,
    number_value REAL CHECK (number_value BETWEEN -1e300 AND 1e300),
    CHECK (CASE WHEN value_position = -1 THEN text_value IS NULL AND number_value IS NULL
                ELSE (text_value IS NULL) <> (number_value IS NULL) END)
);
CREATE INDEX stack_variation_condition_by_screen ON stack_variation_condition (screen_id);
