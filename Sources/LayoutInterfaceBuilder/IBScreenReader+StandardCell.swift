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
    /// label at the trailing inset. The insets are the content view's margins
    /// (iOS 11 and later) or 15 points (before); beside an accessory the
    /// trailing inset is the gap to the accessory (`IBStandardCell.accessoryGap`:
    /// 8 beside a disclosure indicator, Xcode 8's 2; none beside a checkmark). A file
    /// older than Xcode 9 gets both (#24.3): the 15-point ones under `when
    /// era=legacy` (`ID:cellStyleN_legacy`), the margins under `era=current`
    /// (`ID:cellStyleN`, the ids a newer file's cell gets).
    /// Vertically, the cell keeps its height on every device, so each view keeps its
    /// stored offset from the content view's centre; a Default cell's text
    /// label keeps its stored distances to the top and bottom (it fills the height).
    /// The widths and heights not set here are the labels' intrinsic sizes.
    mutating func addStandardCellLayout(_ position: Int, cell: IBStandardCell) -> Bool {
        let view = views[position]
        guard view.superview == 0, let frame = view.frame, let content = views[0].frame,
              DocumentNames.constraintIDProblem("\(view.id):cellStyle1_legacy") == nil else { return false }
        if cell.style == .leftDetail {
            warnings.append(warn(view.node, "a Value2 cell's built-in views are not laid out as UIKit does; kept at their stored frames"))
            return false
        }
        guard [cell.imageView, cell.textLabel, cell.detailTextLabel].contains(view.id) else { return false }
        let root = views[0].name, name = view.name
        // A label follows the image view when the cell shows one (the gap as stored).
        var imageGap: (String, Double)?
        if view.id != cell.imageView, let imageID = cell.imageView, let image = index[imageID].map({ views[$0] }),
           image.superview == 0, let imageFrame = image.frame {
            imageGap = (image.name, frame.x - (imageFrame.x + imageFrame.width))
        }
        // Rows by number: the horizontal ones per layout (era), the vertical ones once.
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
                horizontal.append(cell.style == .rightDetail ? Self.equation(name, "trailing", trailing)
                                  : Self.equation(name, "leading", labelLeading))
            }
            rows += horizontal.enumerated().map { (number: $0.offset + 1, era: layout.era, text: $0.element) }
        }
        var number = rows.map(\.number).max() ?? 0
        if cell.style == .basic, view.id == cell.textLabel {
            number += 1
            rows.append((number, nil, Self.equation(name, "top", (root, "top", frame.y))))
            number += 1
            rows.append((number, nil, Self.equation(name, "bottom", (root, "bottom", frame.y + frame.height - content.height))))
        } else {
            number += 1
            rows.append((number, nil, Self.equation(name, "centerY",
                                                    (root, "centerY", frame.y + frame.height / 2 - content.height / 2))))
        }
        for row in rows {
            let id = "\(view.id):cellStyle\(row.number)" + (row.era == .legacy ? "_legacy" : "")
            entryIDs.insert(id)
            entryLines[id] = view.node.line
            let when = row.era.map { Condition(["era": [.string($0.rawValue)]]) }
            screen.constraints.append(ConstraintEntry(id: id, body: .equation(row.text), when: when))
        }
        return true
    }

    /// `view.attribute = item.attribute * 1 ± constant`, as the reader writes equations.
    private static func equation(_ view: String, _ attribute: String, _ second: (String, String, Double)) -> String {
        let (item, secondAttribute, constant) = second
        return "\(view).\(attribute) == \(item).\(secondAttribute) * 1 \(constant < 0 ? "-" : "+") \(formatNumber(abs(constant)))"
    }
}
