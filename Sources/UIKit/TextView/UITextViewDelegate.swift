import Foundation

/// The object a text view tells about editing and asks about changes, in UIKit's order:
/// `textViewShouldBeginEditing`, `textViewDidBeginEditing`; for each change the user makes
/// `textView(_:shouldChangeTextIn:replacementText:)`, then `textViewDidChangeSelection`
/// (when the caret moved) and `textViewDidChange` (never for text set in code);
/// `textViewShouldEndEditing`, `textViewDidEndEditing`. Every method is optional. It is
/// also the text view's scroll view delegate.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the text view may begin editing. Default true.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The text view began editing (it is first responder).
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether the text view may stop editing (resign first responder). Default true.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The text view stopped editing.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's change of `range` to `text` may happen ("" for a deletion).
    /// Default true.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (once per change).
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether tapping the link to `URL` in `characterRange` opens it. Default true.
    /// Deprecated in iOS 17 for `textView(_:primaryActionFor:defaultAction:)`, whose default
    /// asks it.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// The action a tap on `textItem` (a link or tagged text of read-only text) runs:
    /// `defaultAction` (opening the link), another, or nil for none. The default answers
    /// `defaultAction` for a tag, and for a link when
    /// `textView(_:shouldInteractWith:in:interaction:)` agrees.
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
    /// The edit menu for `range`; nil for the standard one (`suggestedActions`).
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu is about to appear.
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to go.
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
        guard let url = textItem.link else { return defaultAction }
        return self.textView(textView, shouldInteractWith: url, in: textItem.range, interaction: .invokeDefaultAction)
            ? defaultAction : nil
    }
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    public func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    public func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
}

/// How the user interacted with a link or attachment in a text view.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: opens the link.
    case invokeDefaultAction = 0
    /// A long press: shows the link's actions.
    case presentActions = 1
    /// A preview (3D Touch era).
    case preview = 2
}
