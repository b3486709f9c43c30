import UIKit

/// A box as big as its caption plus padding, by its intrinsic size (so a fill-proportionally
/// stack shares a row by the boxes' captions).
final class CaptionBox: UIView {
    weak var caption: UILabel?
    private let padding: CGFloat, height: CGFloat

    init(padding: CGFloat, height: CGFloat) {
        self.padding = padding
        self.height = height
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        CGSize(width: (caption?.intrinsicContentSize.width ?? 0) + 2 * padding, height: height)
    }
}
