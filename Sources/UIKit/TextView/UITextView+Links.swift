import CoreGraphics
import Foundation

// Links in a text view: ranges with a `.link` (or text item tag) attribute, and in read-only
// text the data `dataDetectorTypes` asks for, drawn in `linkTextAttributes`; a tap on one in
// read-only selectable text runs its primary action, as on iOS 17.
extension UITextView {
    /// The layout draws links as the view's settings now say: attributed links always in
    /// `linkTextAttributes`; data detected only while the text is read-only (as on iOS).
    func linkStyleDidChange() {
        textLayout.linkStyle = (linkTextAttributes, TextLinkDetector(types: isEditable ? [] : dataDetectorTypes))
        textAppearanceDidChange()
    }

    /// The link or tagged text under `point` (the view's coordinates); nil over other text.
    func textItem(at point: CGPoint) -> UITextItem? {
        guard let character = inputGeometry.characterRange(at: point) else { return nil }
        let offset = character.location
        let link = textLayout.links(inParagraph: textLayout.paragraph(containing: offset)).first {
            NSLocationInRange(offset, $0.range)
        }
        return link.map { UITextItem(content: $0.content, range: $0.range) }
    }

    /// A tap at `point` on a link of read-only selectable text: the delegate chooses the
    /// action (`textView(_:primaryActionFor:defaultAction:)`, which by default asks the
    /// older `textView(_:shouldInteractWith:in:interaction:)`), and it runs. The default
    /// opens the link's URL (`UIApplication.open(_:)`); a tag's does nothing. Answers
    /// whether the tap was a link's.
    func interactWithTextItem(at point: CGPoint) -> Bool {
        guard !isEditable, isSelectable, let item = textItem(at: point) else { return false }
        let defaultAction = UIAction { _ in
            if let url = item.link { UIApplication.shared.open(url) }
        }
        let action = textViewDelegate.map { $0.textView(self, primaryActionFor: item, defaultAction: defaultAction) }
            ?? defaultAction
        action?.perform(sender: self)
        return true
    }
}
