import LayoutCore
import LayoutDocument

/// The built-in views of a standard-style cell, laid out as UIKit lays them out.
extension IBScreenReader {
    // MARK: Standard-style cells

    /// Constraints for one built-in view of a standard-style cell (#24.5), in
    /// place of its stored frame; false when the view is not one this models.
    ///
    /// Horizontally, UIKit's layout for the style: the image view at the
    /// leading inset; the text label after the image (the stored gap) or at the
    /// leading inset; a Default cell's text label to the trailing inset, a
    /// Subtitle's detail label at the text label's leading, a Value1's detail
    /// label at the trailing inset, a Value2's text label in a column as wide as
    /// stored with the detail label after it (the stored gap). The insets are
    /// the content view's margins (iOS 11 and later) or 15 points (before);
    /// beside an accessory the trailing inset is the gap to the accessory
    /// (`IBStandardCell.accessoryGap`: 8 beside a disclosure indicator, Xcode
    /// 8's 2; none beside a checkmark). A file older than Xcode 9 gets both
    /// (#24.3): the 15-point ones under `when era=legacy`
    /// (`ID:cellStyleN_legacy`), the margins under `era=current` (`ID:cellStyleN`,
    /// the ids a newer file's cell gets).
    ///
    /// Vertically, each view keeps its stored offset from the content view's
    /// centre, and its stored distances to the top and bottom as the least the
    /// cell leaves around it (`IBStandardCell.paddingPriority`: a self-sizing cell
    /// grows to keep them as its text grows, a fixed row lets text overflow); a
    /// Default cell's text label keeps its stored distances to the top and bottom
    /// (it fills the height).
    ///
    /// Sizes (#32.1.2): UIKit sets these views' frames itself, so nothing in the
    /// cell stretches or squeezes them. The image view keeps its stored size (its
    /// image's); a label is as large as its text (required hugging and
    /// compression resistance) on each axis the style does not stretch it along:
    /// both, but for the Default text label (it spans the cell) and the Value2
    /// text label's width (its column's).
    mutating func addStandardCellLayout(_ position: Int, cell: IBStandardCell) -> Bool {
        let view = views[position]
        guard view.superview == 0, let frame = view.frame, let content = views[0].frame,
              DocumentNames.constraintIDProblem("\(view.id):cellStyle1_legacy") == nil,
              [cell.imageView, cell.textLabel, cell.detailTextLabel].contains(view.id) else { return false }
        let root = views[0].name, name = view.name
        // A label follows the image view when the cell shows one (the gap as stored);
        // a Value2 detail label follows the text label.
        var imageGap: (String, Double)?
        if view.id != cell.imageView, let imageID = cell.imageView, let image = index[imageID].map({ views[$0] }),
           image.superview == 0, let imageFrame = image.frame {
            imageGap = (image.name, frame.x - (imageFrame.x + imageFrame.width))
        }
        var textGap: (String, Double)?
        if cell.style == .leftDetail, view.id == cell.detailTextLabel, let textID = cell.textLabel,
           let text = index[textID].map({ views[$0] }), text.superview == 0, let textFrame = text.frame {
            textGap = (text.name, frame.x - (textFrame.x + textFrame.width))
        }
        let fillsCell = cell.style == .basic && view.id == cell.textLabel
        // Rows by number: the horizontal ones per layout (era), the vertical and size ones once.
        var rows: [(number: Int, era: LayoutEra?, text: String)] = []
        for layout in cell.layouts {
            let leading = layout.insets == .margins ? (root, "leadingMargin", 0.0) : (root, "leading", IBStandardCell.fixedInset)
            let trailing: (String, String, Double)
            if let accessory = cell.accessory {
                trailing = (root, "trailing", -IBStandardCell.accessoryGap(accessory, layout.insets))
            } else {
                trailing = layout.insets == .margins ? (root, "trailingMargin", 0.0) : (root, "trailing", -IBStandardCell.fixedInset)
            }
            let labelLeading = imageGap.map { ($0.0, "trailing", $0.1) } ?? leading
            var horizontal: [String] = []
            switch view.id {
            case cell.imageView:
                horizontal.append(Self.equation(name, "leading", leading))
            case cell.textLabel:
                horizontal.append(Self.equation(name, "leading", labelLeading))
                if cell.style == .basic { horizontal.append(Self.equation(name, "trailing", trailing)) }
            default:
                switch cell.style {
                case .rightDetail: horizontal.append(Self.equation(name, "trailing", trailing))
                case .leftDetail: horizontal.append(Self.equation(name, "leading", textGap.map { ($0.0, "trailing", $0.1) } ?? labelLeading))
                case .basic, .subtitle: horizontal.append(Self.equation(name, "leading", labelLeading))
                }
            }
            rows += horizontal.enumerated().map { (number: $0.offset + 1, era: layout.era, text: $0.element) }
        }
        var once: [String] = []
        if fillsCell {
            once.append(Self.equation(name, "top", (root, "top", frame.y)))
            once.append(Self.equation(name, "bottom", (root, "bottom", frame.y + frame.height - content.height)))
        } else {
            once.append(Self.equation(name, "centerY", (root, "centerY", frame.y + frame.height / 2 - content.height / 2)))
            // Centred in a content view a separator shorter than stored, the view sits half of it higher.
            let half = rootSeparator / 2
            let padding = " @\(formatNumber(IBStandardCell.paddingPriority))"
            once.append(Self.equation(name, "top", (root, "top", frame.y - half), relation: ">=") + padding)
            once.append(Self.equation(name, "bottom", (root, "bottom", frame.y + frame.height - content.height + half),
                                      relation: "<=") + padding)
        }
        if view.id == cell.imageView {
            once.append("\(name).width == \(formatNumber(frame.width))")
            once.append("\(name).height == \(formatNumber(frame.height))")
        } else if cell.style == .leftDetail, view.id == cell.textLabel {
            once.append("\(name).width == \(formatNumber(frame.width))")
        }
        var number = rows.map(\.number).max() ?? 0
        for text in once {
            number += 1
            rows.append((number, nil, text))
        }
        for row in rows {
            let id = "\(view.id):cellStyle\(row.number)" + (row.era == .legacy ? "_legacy" : "")
            entryIDs.insert(id)
            entryLines[id] = view.node.line
            let when = row.era.map { Condition(["era": [.string($0.rawValue)]]) }
            screen.constraints.append(ConstraintEntry(id: id, body: .equation(row.text), when: when))
        }
        if view.id != cell.imageView, !fillsCell {
            // As large as its text: UIKit sizes the label to it (`sizeToFit`), whatever constrains it.
            let acrossItsColumn = cell.style == .leftDetail && view.id == cell.textLabel
            screen.views[position].hugging = AxisPriorities(
                horizontal: acrossItsColumn ? screen.views[position].hugging?.horizontal : .required, vertical: .required)
            screen.views[position].compressionResistance = AxisPriorities(
                horizontal: acrossItsColumn ? screen.views[position].compressionResistance?.horizontal : .required,
                vertical: .required)
        }
        standardCellViewsLaidOut += 1
        return true
    }

    /// The least height of a standard-style cell's content view (#32.1.2): UIKit
    /// gives such a cell the standard row, 44 points, unless its labels need more
    /// (with the paddings `addStandardCellLayout` keeps), so a self-sizing one
    /// never collapses. Its content view is the row less the separator (43.5 or
    /// 43.67 in a 44-point row): the least is the content view's design height
    /// when that is below 44. Written `ID:cellStyleHeight`, ID the content view's.
    mutating func addStandardCellHeight() {
        guard standardCellViewsLaidOut > 0, let content = views[0].frame else { return }
        let id = "\(views[0].id):cellStyleHeight"
        guard DocumentNames.constraintIDProblem(id) == nil, !entryIDs.contains(id) else { return }
        let least = min(IBStandardCell.standardRowHeight, content.height - rootSeparator)
        entryIDs.insert(id)
        entryLines[id] = views[0].node.line
        screen.constraints.append(ConstraintEntry(
            id: id, body: .equation("\(views[0].name).height >= \(formatNumber(least))")))
    }

    /// `view.attribute REL item.attribute * 1 ± constant`, as the reader writes equations.
    private static func equation(_ view: String, _ attribute: String, _ second: (String, String, Double),
                                 relation: String = "==") -> String {
        let (item, secondAttribute, constant) = second
        return "\(view).\(attribute) \(relation) \(item).\(secondAttribute) * 1 \(constant < 0 ? "-" : "+") \(formatNumber(abs(constant)))"
    }
}
