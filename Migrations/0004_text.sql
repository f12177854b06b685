-- Text in documents (docs/document-format.md, "Text"): what a label, button,
-- text field or text view shows, its font and its lines. The font is one of
-- three forms: a text style alone; the system font (size, weight, italic); a
-- named font (name and size). NULL everywhere: no such property.
ALTER TABLE view ADD COLUMN text TEXT;
ALTER TABLE view ADD COLUMN text_key TEXT CHECK (text_key IS NULL OR length(text_key) > 0);
ALTER TABLE view ADD COLUMN placeholder TEXT;
ALTER TABLE view ADD COLUMN font_text_style TEXT CHECK (font_text_style IN ('largeTitle', 'title1', 'title2',
    'title3', 'headline', 'body', 'callout', 'subheadline', 'footnote', 'caption1', 'caption2'));
ALTER TABLE view ADD COLUMN font_name TEXT CHECK (font_name IS NULL OR length(font_name) > 0);
ALTER TABLE view ADD COLUMN font_size REAL CHECK (font_size > 0 AND font_size <= 1e300);
ALTER TABLE view ADD COLUMN font_weight TEXT CHECK (font_weight IN ('ultraLight', 'thin', 'light', 'regular',
    'medium', 'semibold', 'bold', 'heavy', 'black'));
-- font_italic is set exactly for the system font; its check also keeps the font's columns one form.
ALTER TABLE view ADD COLUMN font_italic INTEGER CHECK (font_italic IN (0, 1)) CHECK (
    (font_text_style IS NULL AND font_name IS NULL AND font_size IS NULL AND font_weight IS NULL AND font_italic IS NULL)
    OR (font_text_style IS NOT NULL AND font_name IS NULL AND font_size IS NULL AND font_weight IS NULL
        AND font_italic IS NULL)
    OR (font_text_style IS NULL AND font_name IS NOT NULL AND font_size IS NOT NULL AND font_weight IS NULL
        AND font_italic IS NULL)
    OR (font_text_style IS NULL AND font_name IS NULL AND font_size IS NOT NULL AND font_italic IS NOT NULL));
ALTER TABLE view ADD COLUMN number_of_lines INTEGER CHECK (number_of_lines >= 0);
ALTER TABLE view ADD COLUMN line_break_mode TEXT CHECK (line_break_mode IN ('byWordWrapping', 'byCharWrapping',
    'byClipping', 'byTruncatingHead', 'byTruncatingTail', 'byTruncatingMiddle'));
ALTER TABLE view ADD COLUMN minimum_scale_factor REAL CHECK (minimum_scale_factor BETWEEN 0 AND 1);
ALTER TABLE view ADD COLUMN border_style TEXT CHECK (border_style IN ('none', 'line', 'bezel', 'roundedRect'));
ALTER TABLE view ADD COLUMN button_configuration TEXT
    CHECK (button_configuration IN ('plain', 'gray', 'tinted', 'filled'));
ALTER TABLE view ADD COLUMN content_inset_top REAL CHECK (content_inset_top BETWEEN -1e300 AND 1e300);
ALTER TABLE view ADD COLUMN content_inset_left REAL CHECK (content_inset_left BETWEEN -1e300 AND 1e300);
ALTER TABLE view ADD COLUMN content_inset_bottom REAL CHECK (content_inset_bottom BETWEEN -1e300 AND 1e300);
ALTER TABLE view ADD COLUMN content_inset_right REAL CHECK (content_inset_right BETWEEN -1e300 AND 1e300)
    CHECK ((content_inset_top IS NULL) = (content_inset_left IS NULL)
        AND (content_inset_left IS NULL) = (content_inset_bottom IS NULL)
        AND (content_inset_bottom IS NULL) = (content_inset_right IS NULL));
ALTER TABLE view ADD COLUMN scroll_enabled INTEGER NOT NULL DEFAULT 1 CHECK (scroll_enabled IN (0, 1));
