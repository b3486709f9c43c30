import CoreGraphics
import Foundation

/// The region a text view lays its text out in: its size and the padding at each end of
/// every line. A text view's container follows the view's width (less the text container
/// inset) while `widthTracksTextView` is true, as UIKit's does.
///
/// Only what the viewport layout honours is here: no exclusion paths (see
/// docs/DIFFERENCES.md, "UITextView").
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The container's size; a height of `.greatestFiniteMagnitude` (a text view's) does
    /// not limit the text.
    open var size: CGSize {
        didSet { if size != oldValue { textView?.textContainerDidChange() } }
    }

    /// The space left empty at both ends of every line. Default 5 points, as UIKit's.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { textView?.textContainerDidChange() } }
    }

    /// Whether the width follows the text view's (less the text container inset). Default
    /// true for a text view's container.
    open var widthTracksTextView = false {
        didSet { textView?.textContainerDidChange() }
    }

    /// The most lines the container holds; 0 (the default) means no limit. The text past
    /// the limit is not shown, and the text view sizes itself to the lines shown.
    open var maximumNumberOfLines = 0 {
        didSet { if maximumNumberOfLines != oldValue { textView?.textContainerDidChange() } }
    }

    /// How the last line in the container ends when the text is cut by
    /// `maximumNumberOfLines`: `.byTruncatingTail` ends it with an ellipsis, the wrapping
    /// modes simply stop. Default `.byWordWrapping`, as UIKit's.
    open var lineBreakMode = NSLineBreakMode.byWordWrapping {
        didSet { if lineBreakMode != oldValue { textView?.textContainerDidChange() } }
    }

    /// Whether the height follows the text view's. Default false.
    open var heightTracksTextView = false

    /// The text view laying its text out in this container.
    weak var textView: UITextView?

    /// Creates a container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// Creates a container of unlimited size.
    public override convenience init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }
}
