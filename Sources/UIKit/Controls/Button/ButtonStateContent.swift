import Foundation

/// What a button was given for one control state by the per-state setters
/// (`setTitle(_:for:)`, `setImage(_:for:)`…). A value left nil falls back to the normal
/// state's (`UIButton+StateContent.swift`).
struct ButtonStateContent {
    var title: String?
    var attributedTitle: NSAttributedString?
    var titleColor: UIColor?
    var titleShadowColor: UIColor?
    var image: UIImage?
    var backgroundImage: UIImage?
    var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// Whether nothing is set for the state (its entry is then dropped).
    var isEmpty: Bool {
        title == nil && attributedTitle == nil && titleColor == nil && titleShadowColor == nil && image == nil
            && backgroundImage == nil && preferredSymbolConfiguration == nil
    }
}
