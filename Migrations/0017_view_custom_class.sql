-- The class an app makes a view with when it is not UIKit's own for the view's
-- kind (the document's "customClass": Interface Builder's customClass). NULL: the
-- kind's class (every view of a store from before this migration). Layout does
-- not read it; Swift export makes the view with it.
ALTER TABLE view ADD COLUMN custom_class TEXT
    CHECK (custom_class IS NULL OR length(custom_class) > 0);
