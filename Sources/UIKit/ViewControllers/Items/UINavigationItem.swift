import Foundation

/// What a navigation bar shows for a view controller at the top of a navigation stack.
/// Each view controller has one (`navigationItem`) whose title follows the controller's
/// `title`. Only the title is here so far; the bar button items, title view, prompt and
/// back button come with the navigation bar (docs/SUPPORT.md).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title the bar shows in its middle. Default nil.
    open var title: String?

    public override init() {
        super.init()
    }

    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }
}
