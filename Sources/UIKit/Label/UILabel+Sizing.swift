import CoreGraphics
import Foundation

// Sizing: sizeThatFits(_:) and intrinsicContentSize ask textRect(forBounds:…), as UIKit's do.
extension UILabel {
    /// A dimension that does not limit the text.
    private static let unlimited = CGFloat.greatestFiniteMagnitude

    /// `textRect(forBounds:limitedToNumberOfLines:)`. The text is measured with the
    /// bounds' width and no height limit (then cut to the bounds' height), as UIKit
    /// measures it; natural alignment counts as left.
    func labelTextRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
        // Negative and NaN sizes measure nothing (the raw size: CGRect.width is never negative).
        let given = bounds.size
        guard let content, content.length > 0, given.width >= 0, given.height >= 0 else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        let width = given.width == 0 ? Self.unlimited : given.width
        let height = given.height == 0 ? Self.unlimited : given.height
        let text = fittedText(content, in: CGSize(width: width, height: height), numberOfLines: lines).text
        let layout = TextLayout.label(engineText(text), size: CGSize(width: width, height: Self.unlimited), numberOfLines: lines,
                                      lineBreakMode: lineBreakModeStorage)
        var size = layout.usedRect.size
        let offset = shadowOffsetStorage
        if shadowColorStorage != nil, size.width > 0, size.height > 0, offset.width.isFinite, offset.height.isFinite {
            size.width += abs(offset.width)
            size.height += abs(offset.height)
        }
        size = CGSize(width: ceiledToPixels(min(width, size.width)), height: ceiledToPixels(min(height, size.height)))
        var x = bounds.minX
        if width < Self.unlimited {
            switch alignmentStorage {
            case .center: x += roundedToPixels((width - size.width) / 2)
            case .right: x += width - size.width
            case .left, .natural, .justified: break
            }
        }
        return CGRect(x: x, y: roundedToPixels(bounds.minY), width: size.width, height: size.height)
    }

    /// Whether the label's height depends on the width Auto Layout gives it: a multi-line
    /// label without `preferredMaxLayoutWidth`, placed by constraints.
    var wrapsAtLaidOutWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth == 0 && autoLayoutStorage?.engineItem != nil
    }

    /// `sizeThatFits(_:)`: a one-line label is measured without a width limit, and no
    /// label is limited by the height given: the text's full height comes back even when
    /// `size` is shorter, as in UIKit (`sizeToFit()` on a 1 × 1 label gives the text's size).
    func labelSizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 || !(size.width > 0) ? Self.unlimited : size.width
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: Self.unlimited),
                        limitedToNumberOfLines: numberOfLines).size
    }

    /// `intrinsicContentSize`: a multi-line label wraps at `preferredMaxLayoutWidth` when
    /// it is set, and otherwise, once Auto Layout has given it a width, at that width (UIKit's
    /// automatic preferred width: the height then follows the width constraints decide).
    var labelIntrinsicContentSize: CGSize {
        let preferred = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth
            : fittingWrapWidth ?? (wrapsAtLaidOutWidth && bounds.width > 0 ? bounds.width : 0)
        let width = numberOfLines == 1 || !(preferred > 0) ? Self.unlimited : preferred
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: Self.unlimited),
                        limitedToNumberOfLines: numberOfLines).size
    }
}
