-- The size in points of a button's image, which sits left of its title (the
-- document's "imageSize": UIButton's currentImage.size): both or neither.
-- NULL: no image, or one whose size is not known (every view of a store
-- from before this migration).
ALTER TABLE view ADD COLUMN image_width REAL
    CHECK (image_width > 0 AND image_width <= 1e300);
ALTER TABLE view ADD COLUMN image_height REAL
    CHECK (image_height > 0 AND image_height <= 1e300);
