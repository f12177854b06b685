-- A screen may size itself along one side (a self-sizing cell: 'height'),
-- which `layout check` then leaves open on every device. NULL: neither.
ALTER TABLE screen ADD COLUMN self_sizing TEXT CHECK (self_sizing IN ('width', 'height'));
