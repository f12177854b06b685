-- The UIKit generation Interface Builder drew a screen as (the document's
-- design.era): 'legacy' for iOS 10 and earlier (Xcode 5 to 8), 'current' for
-- today's UIKit. A solve under the design lays the screen out as that era; on a
-- device it is laid out as 'current'. NULL: 'current'.
ALTER TABLE screen ADD COLUMN design_era TEXT
    CHECK (design_era IN ('legacy', 'current'));
