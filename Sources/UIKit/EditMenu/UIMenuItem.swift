import Foundation

/// A custom item of `UIMenuController`'s menu: a title and the action it sends along the
/// responder chain (shown only when a responder there performs the action).
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    /// The item's title.
    open var title: String
    /// The action sent, with the menu controller as the sender, when the item is tapped.
    open var action: Selector

    /// An item titled `title` that sends `action`, such as
    /// `#Selector(NoteView.highlight(_:))`.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}
