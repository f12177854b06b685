/// A `TextFont` made concrete: the face whose metrics measure it, its size, and what follows
/// from the size (tracking, ascender, descender) in points.
struct ResolvedFont {
    enum Face {
        /// The system font: Inter and Inter Display blended at the size's optical share.
        case system(OpticalBlend)
        case named(FontMetrics)
    }

    var face: Face
    /// The point size (0 for a negative or non-finite size: the caller's validator refuses those).
    var size: Double
    /// Points per font unit of a named font (the system font's are in its OpticalBlend).
    var pointsPerUnit: Double
    /// Points added after each character measured from the metrics (the system font's tracking).
    var tracking: Double
    var ascender: Double
    var descender: Double
    /// Advance in points of a character the font lacks.
    var averageAdvance: Double
    /// The name of a named font that was not available (measured with the system font instead).
    var fallbackName: String?

    var lineHeight: Double { ascender + descender }

    init(_ font: TextFont, contentSize: ContentSizeCategory, fonts: [String: FontMetrics]) {
        switch font {
        case .textStyle(let style):
            let dynamic = style.dynamicTypeFont(contentSize)
            self.init(systemWeight: dynamic.weight, italic: false, size: dynamic.size)
        case .system(let size, let weight, let italic):
            self.init(systemWeight: weight, italic: italic, size: size)
        case .named(let name, let size):
            if let metrics = fonts[name] {
                let points = Self.usable(size)
                let perUnit = points / Double(metrics.unitsPerEm)
                self.init(
                    face: .named(metrics), size: points, pointsPerUnit: perUnit, tracking: 0,
                    ascender: Double(metrics.ascender) * perUnit, descender: Double(metrics.descender) * perUnit,
                    averageAdvance: Double(metrics.averageAdvance) * perUnit, fallbackName: nil
                )
            } else {
                self.init(systemWeight: .regular, italic: false, size: size)
                fallbackName = name
            }
        }
    }

    init(
        face: Face, size: Double, pointsPerUnit: Double, tracking: Double, ascender: Double, descender: Double,
        averageAdvance: Double, fallbackName: String?
    ) {
        self.face = face
        self.size = size
        self.pointsPerUnit = pointsPerUnit
        self.tracking = tracking
        self.ascender = ascender
        self.descender = descender
        self.averageAdvance = averageAdvance
        self.fallbackName = fallbackName
    }

    init(systemWeight weight: FontWeight, italic: Bool, size: Double) {
        let points = Self.usable(size)
        let blend = OpticalBlend(weight: weight, italic: italic, size: points)
        self.init(
            face: .system(blend), size: points, pointsPerUnit: points / Double(SystemFontData.textUnitsPerEm), tracking: SystemFont.tracking(atSize: points),
            ascender: SystemFont.ascenderPerEm * points, descender: SystemFont.descenderPerEm * points,
            averageAdvance: blend.averageAdvance, fallbackName: nil
        )
    }

    /// A size the arithmetic can use: negative, NaN and infinite sizes measure as 0.
    static func usable(_ size: Double) -> Double { size.isFinite && size > 0 ? min(size, 100_000) : 0 }
}
