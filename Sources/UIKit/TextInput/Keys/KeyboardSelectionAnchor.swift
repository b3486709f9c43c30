import Foundation

/// The fixed end of a selection the keyboard extends (shift with the arrow keys): kept while
/// the text object's selection is the one the keyboard made, so the other end keeps moving.
@MainActor
struct KeyboardSelectionAnchor {
    weak var textInput: UIResponder?
    var anchor: UITextPosition
    /// The selection the keyboard left; another selection means the anchor is stale.
    var selection: UITextRange
}
