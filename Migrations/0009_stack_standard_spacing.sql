-- A stack view whose spacing is UIKit's standard spacing (IB's
-- spacingType="standard", UIStackView.spacingUseSystem, the document's
-- "spacing": "standard"). stack_spacing keeps the number it stands for.
ALTER TABLE view ADD COLUMN stack_spacing_standard INTEGER NOT NULL DEFAULT 0
    CHECK (stack_spacing_standard IN (0, 1));
