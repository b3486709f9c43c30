import CoreGraphics
import Foundation

/// The symbols iOS 17 draws for the standard accessories of table view cells and list
/// cells, so both kinds of cell look alike: the semibold chevron in the tertiary label
/// colour, the checkmark in the tint colour, the red minus and green plus of editing.
@MainActor
enum CellAccessorySymbols {
    /// The editing control's symbol size, in points (a circle about 22 points across).
    static let editingControlPointSize: CGFloat = 24

    /// An image view of the symbol `name` at `pointSize`, semibold, sized to fit, tinted
    /// `color` (nil: the tint colour).
    static func view(_ name: String, pointSize: CGFloat, weight: UIImage.SymbolWeight = .semibold,
                     color: UIColor?) -> UIImageView {
        let view = UIImageView(image: UIImage(systemName: name, withConfiguration:
            UIImage.SymbolConfiguration(pointSize: pointSize, weight: weight)))
        view.tintColor = color
        view.sizeToFit()
        return view
    }

    /// The disclosure indicator: a chevron pointing to the trailing side.
    static func disclosureChevron() -> UIImageView { view("chevron.right", pointSize: 13, color: .tertiaryLabel) }

    /// The checkmark, in the tint colour.
    static func checkmark() -> UIImageView { view("checkmark", pointSize: 15, color: nil) }

    /// The filled circle with a minus (delete) or a plus (insert).
    static func editingControlImage(insert: Bool) -> UIImage? {
        UIImage(systemName: insert ? "plus.circle.fill" : "minus.circle.fill",
                withConfiguration: UIImage.SymbolConfiguration(pointSize: editingControlPointSize, weight: .regular))
    }
}
