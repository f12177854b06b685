-- A table cell's accessory (the document's design.accessoryWidth): the width
-- the accessory and its gap take beside the content view, beyond the cell's
-- trailing margin, so that on a device the content view is the table's width
-- less this and that margin. NULL: no accessory.
ALTER TABLE screen ADD COLUMN design_accessory_width REAL
    CHECK (design_accessory_width BETWEEN 0 AND 1e300);
