-- Interface Builder imports (docs/interface-builder.md): a view's IB object id
-- and how UIKit computes its layout margins; the request a screen was designed under.
ALTER TABLE view ADD COLUMN ib_id TEXT;
ALTER TABLE view ADD COLUMN layout_margins_rule TEXT
    CHECK (layout_margins_rule IN ('viewController', 'tableCellContent'));
ALTER TABLE view ADD COLUMN insets_layout_margins_from_safe_area INTEGER NOT NULL DEFAULT 1
    CHECK (insets_layout_margins_from_safe_area IN (0, 1));
ALTER TABLE view ADD COLUMN preserves_superview_layout_margins INTEGER NOT NULL DEFAULT 0
    CHECK (preserves_superview_layout_margins IN (0, 1));
ALTER TABLE screen ADD COLUMN has_design INTEGER NOT NULL DEFAULT 0 CHECK (has_design IN (0, 1));
ALTER TABLE screen ADD COLUMN design_device TEXT;
ALTER TABLE screen ADD COLUMN design_width REAL CHECK (design_width BETWEEN 0 AND 1e300);
ALTER TABLE screen ADD COLUMN design_height REAL CHECK (design_height BETWEEN 0 AND 1e300);
ALTER TABLE screen ADD COLUMN design_orientation TEXT CHECK (design_orientation IN ('portrait', 'landscape'));
ALTER TABLE screen ADD COLUMN design_width_class TEXT CHECK (design_width_class IN ('compact', 'regular'));
ALTER TABLE screen ADD COLUMN design_height_class TEXT CHECK (design_height_class IN ('compact', 'regular'));
ALTER TABLE screen ADD COLUMN design_safe_area_top REAL CHECK (design_safe_area_top BETWEEN 0 AND 1e300);
ALTER TABLE screen ADD COLUMN design_safe_area_left REAL CHECK (design_safe_area_left BETWEEN 0 AND 1e300);
ALTER TABLE screen ADD COLUMN design_safe_area_bottom REAL CHECK (design_safe_area_bottom BETWEEN 0 AND 1e300);
ALTER TABLE screen ADD COLUMN design_safe_area_right REAL CHECK (design_safe_area_right BETWEEN 0 AND 1e300);
