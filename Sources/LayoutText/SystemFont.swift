/// The system font as measured here: SF Pro's vertical metrics and tracking with Inter's
/// advance widths and kerning (SF may not be redistributed; Inter's proportions are close).
/// SF Pro's optical sizes are Inter's: Inter for SF Pro Text, Inter Display for SF Pro
/// Display, blended between 18.5 and 24.5 pt as IB's frames show SF's optical-size axis.
/// docs/text.md lists the approximations and the calibration behind them.
enum SystemFont {
    /// SF Pro's `hhea` metrics, in its 2048 units per em: ascender 1950, descender 494 (as a
    /// positive distance), line gap 0. UIFont.systemFont(ofSize: 17) reports ascender
    /// 16.19 (17 × 1950 / 2048), descender −4.10 (17 × 494 / 2048) and lineHeight 20.29
    /// (17 × 2444 / 2048 ≈ 1.193 em); Text and Display share them. Inter's own ratio (1.21 em)
    /// is not used.
    static let ascenderPerEm = 1950.0 / 2048.0
    static let descenderPerEm = 494.0 / 2048.0

    /// Tracking in 1/1000 em by point size, for SF Pro on iOS.
    ///
    /// Source: Apple Human Interface Guidelines, Typography, Specifications, "iOS, iPadOS
    /// tracking values", SF Pro, https://developer.apple.com/design/human-interface-guidelines/typography
    /// (column "Tracking (1/1000 em)"). Sizes between rows are interpolated linearly; below 6 pt
    /// the 6 pt value applies, above 96 pt none.
    static let trackingTable: [(size: Double, thousandths: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
        (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8),
        (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4),
        (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    /// The tracking added after each character at a point size, in points.
    static func tracking(atSize size: Double) -> Double {
        let table = trackingTable
        guard size > table[0].size else { return table[0].thousandths / 1000 * size }
        for index in 1..<table.count where size <= table[index].size {
            let (lowSize, low) = table[index - 1]
            let (highSize, high) = table[index]
            let thousandths = low + (high - low) * (size - lowSize) / (highSize - lowSize)
            return thousandths / 1000 * size
        }
        return 0
    }

    /// Scalars below this have a direct index into the stored advances.
    static let indexLimit: UInt32 = 0x2300
    /// The stored index of each scalar below `indexLimit`; `absent` where Inter has none.
    static let indexByScalar: [UInt16] = {
        var table = [UInt16](repeating: absent, count: Int(indexLimit))
        var index: UInt16 = 0
        for run in SystemFontData.scalarRuns {
            for scalar in run {
                if scalar < indexLimit { table[Int(scalar)] = index }
                index += 1
            }
        }
        return table
    }()
    static let absent: UInt16 = 0xFFFF
    /// How many scalars are stored (the length of every face's advances).
    static let storedCount = SystemFontData.scalarRuns.reduce(0) { $0 + $1.count }

    /// SF Pro's text and display designs blend with the point size, as its optical-size axis
    /// does on iOS 14 and later (the static SF fonts before switched at 20 pt). The share of the
    /// display design (Inter Display) at a size: 0 up to 18.5 pt, 1 from 24.5 pt, linear between
    /// (20 pt: 1/4; 22 pt: 7/12). Fitted to IB's stored frames (docs/text.md, "Calibration",
    /// round 3): SF's own axis runs 17–28 pt, but Inter and Inter Display are not SF's two ends,
    /// and the 17–28 blend kept too much of Inter's wider text design above 22 pt (+2–4.5 %).
    /// IB's frames show the blend in files of every Xcode era, not the old hard switch.
    static let textOpticalSize = 18.5
    static let displayOpticalSize = 24.5

    static func displayShare(atSize size: Double) -> Double {
        min(max((size - textOpticalSize) / (displayOpticalSize - textOpticalSize), 0), 1)
    }

    /// SF's digits: Inter's text digits 1 % wider, narrowing by 5 % of their width from the text
    /// to the display design (with `displayShare`). Inter Display's own digits narrow 7–26 %
    /// (its `1` is 0.34 em, Inter's 0.46): too much for SF's (Hero's 140-pt `1` is 63 pt wide,
    /// 0.45 em). Fitted to IB's frames (docs/text.md, "Calibration", round 3).
    static let digitWidening = 1.01
    static let displayDigitNarrowing = 0.05

    /// SF's percent sign is wider than Inter's (0.81 em at 17 pt): `0%`, `77%` and `100%` are
    /// 1–1.5 pt wider in IB's frames. Added to its advance, in em.
    static let percentWidening = 0.08
    /// Two periods in a row (`Waiting...`) are set further apart in SF than in Inter (Inter does
    /// not kern the pair; IB's frames of `...` labels are 0.5–0.7 pt wider per pair at 17 pt).
    /// Added to the pair's kerning, in em.
    static let periodPairKerning = 0.05

    /// The Inter instance (an index into SystemFontData.instances: Thin, ExtraLight, Light,
    /// Regular, Medium, Bold, ExtraBold, Black) that measures a UIKit weight. SF's semibold,
    /// bold and heavy are wider than Inter's of the same name: on the calibration set, semibold
    /// and bold labels measured 1.9 % and 3.5 % narrow with Inter SemiBold and Bold, and within
    /// a regular label's error one instance heavier (docs/text.md, "Calibration").
    static func instance(for weight: FontWeight) -> Int {
        switch weight {
        case .ultraLight: return 0  // Thin
        case .thin: return 1  // ExtraLight
        case .light: return 2  // Light
        case .regular: return 3  // Regular
        case .medium: return 4  // Medium
        case .semibold: return 5  // Bold
        case .bold: return 6  // ExtraBold
        case .heavy, .black: return 7  // Black
        }
    }

    /// The two Inter instances whose mean measures a weight's text design: its `instance`, twice,
    /// but bold's is halfway between ExtraBold and Black (bold labels measured a median 1.1 %
    /// narrow with ExtraBold alone, none with the mean).
    static func textInstances(for weight: FontWeight) -> (Int, Int) {
        weight == .bold ? (6, 7) : (instance(for: weight), instance(for: weight))  // ExtraBold, Black
    }

    /// The two Inter Display instances whose mean measures a weight's display design. SF's
    /// semibold display design is Inter Display SemiBold's width, not Bold's as in the text
    /// design (semibold labels at 28 pt and above measured 2.5–3.8 % wide with Bold); Inter
    /// SemiBold is not stored, and as the instance halfway between Medium and Bold on Inter's
    /// weight axis it is measured as their mean. Other weights: as their text design.
    static func displayInstances(for weight: FontWeight) -> (Int, Int) {
        weight == .semibold ? (4, 5) : textInstances(for: weight)  // Medium, Bold
    }

    /// The face for a weight, slant and optical size (SystemFontData's order: text then display,
    /// upright then italic, the instances). Each face is decoded on its first use only.
    static func face(_ weight: FontWeight, italic: Bool, display: Bool = false) -> SystemFace {
        face(instance: instance(for: weight), italic: italic, display: display)
    }

    /// The face of an Inter instance (an index into SystemFontData.instances).
    static func face(instance: Int, italic: Bool, display: Bool) -> SystemFace {
        let perSlant = SystemFontData.instances.count
        return Faces.face((display ? 2 * perSlant : 0) + (italic ? perSlant : 0) + instance)
    }

    /// The stored indices of the characters measured apart (`OpticalBlend`).
    static let percentIndex = SystemFace.index(of: 0x25) ?? -1
    static let periodIndex = SystemFace.index(of: 0x2E) ?? -1
}

/// The thirty-two faces, each a lazily initialised static: a process that measures only body
/// text decodes one face, not thirty-two.
private enum Faces {
    static let f0 = SystemFace(index: 0)
    static let f1 = SystemFace(index: 1)
    static let f2 = SystemFace(index: 2)
    static let f3 = SystemFace(index: 3)
    static let f4 = SystemFace(index: 4)
    static let f5 = SystemFace(index: 5)
    static let f6 = SystemFace(index: 6)
    static let f7 = SystemFace(index: 7)
    static let f8 = SystemFace(index: 8)
    static let f9 = SystemFace(index: 9)
    static let f10 = SystemFace(index: 10)
    static let f11 = SystemFace(index: 11)
    static let f12 = SystemFace(index: 12)
    static let f13 = SystemFace(index: 13)
    static let f14 = SystemFace(index: 14)
    static let f15 = SystemFace(index: 15)
    static let f16 = SystemFace(index: 16)
    static let f17 = SystemFace(index: 17)
    static let f18 = SystemFace(index: 18)
    static let f19 = SystemFace(index: 19)
    static let f20 = SystemFace(index: 20)
    static let f21 = SystemFace(index: 21)
    static let f22 = SystemFace(index: 22)
    static let f23 = SystemFace(index: 23)
    static let f24 = SystemFace(index: 24)
    static let f25 = SystemFace(index: 25)
    static let f26 = SystemFace(index: 26)
    static let f27 = SystemFace(index: 27)
    static let f28 = SystemFace(index: 28)
    static let f29 = SystemFace(index: 29)
    static let f30 = SystemFace(index: 30)
    static let f31 = SystemFace(index: 31)

    static func face(_ index: Int) -> SystemFace {
        switch index {
        case 0: return f0
        case 1: return f1
        case 2: return f2
        case 3: return f3
        case 4: return f4
        case 5: return f5
        case 6: return f6
        case 7: return f7
        case 8: return f8
        case 9: return f9
        case 10: return f10
        case 11: return f11
        case 12: return f12
        case 13: return f13
        case 14: return f14
        case 15: return f15
        case 16: return f16
        case 17: return f17
        case 18: return f18
        case 19: return f19
        case 20: return f20
        case 21: return f21
        case 22: return f22
        case 23: return f23
        case 24: return f24
        case 25: return f25
        case 26: return f26
        case 27: return f27
        case 28: return f28
        case 29: return f29
        case 30: return f30
        default: return f31
        }
    }
}

