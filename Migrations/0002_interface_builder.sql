-- Interface Builder imports: a view's IB object id and how UIKit computes its
-- layout margins; a screen's design device and size (see docs/interface-builder.md).
ALTER TABLE view ADD COLUMN ib_id TEXT;
ALTER TABLE view ADD COLUMN layout_margins_rule TEXT
    CHECK (layout_margins_rule IN ('viewController', 'tableCellContent'));
ALTER TABLE view ADD COLUMN insets_layout_margins_from_safe_area INTEGER NOT NULL DEFAULT 1
    CHECK (insets_layout_margins_from_safe_area IN (0, 1));
ALTER TABLE view ADD COLUMN preserves_superview_layout_margins INTEGER NOT NULL DEFAULT 0
    CHECK (preserves_superview_layout_margins IN (0, 1));
ALTER TABLE screen ADD COLUMN design_device TEXT;
ALTER TABLE screen ADD COLUMN design_width REAL CHECK (design_width BETWEEN 0 AND 1e300);
ALTER TABLE screen ADD COLUMN design_height REAL CHECK (design_height BETWEEN 0 AND 1e300);
