-- A screen that is not a full screen (a xib's toolbar, accessory or header
-- view) is checked at its own size on each device: each side 'device',
-- 'auto' or a number of points, as text. NULL: a full screen.
ALTER TABLE screen ADD COLUMN design_freeform_width TEXT;
ALTER TABLE screen ADD COLUMN design_freeform_height TEXT;
