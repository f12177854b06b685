-- A stack view that lays its arranged views out inside its layout margins
-- (UIStackView.isLayoutMarginsRelativeArrangement; the document's
-- "layoutMarginsRelativeArrangement": true). The margins are margin_*.
ALTER TABLE view ADD COLUMN stack_margins_relative INTEGER NOT NULL DEFAULT 0
    CHECK (stack_margins_relative IN (0, 1));

-- How far a view's frame reaches beyond its alignment rectangle (UIKit's
-- alignmentRectInsets; the document's "alignmentInsets"): all four or none.
ALTER TABLE view ADD COLUMN alignment_inset_top REAL;
ALTER TABLE view ADD COLUMN alignment_inset_left REAL;
ALTER TABLE view ADD COLUMN alignment_inset_bottom REAL;
ALTER TABLE view ADD COLUMN alignment_inset_right REAL;

-- The width of the view a screen sat in at design time when that is not the
-- screen itself: a table cell's table (the document's design.containerWidth),
-- which a cell content view's side margins follow. NULL: the screen's own.
ALTER TABLE screen ADD COLUMN design_container_width REAL
    CHECK (design_container_width BETWEEN 0 AND 1e300);
