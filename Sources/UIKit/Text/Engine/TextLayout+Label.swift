import Foundation

// What UILabel needs from the engine: layout under its rules and font shrinking.
extension TextLayout {
    /// Lays out `text` as UILabel does: in `size` (a zero, infinite or
    /// `greatestFiniteMagnitude` dimension does not limit), at most `numberOfLines` lines
    /// (0: no limit), every paragraph wrapping, `lineBreakMode` applied to the last visible
    /// line when text is cut; the first line is always shown. Cached.
    ///
    /// `usedRect.size` (round it up) is the text's size; `isTruncated` tells whether text
    /// was cut; `draw(at:in:)` draws it.
    package static func label(_ text: NSAttributedString, size: CGSize, numberOfLines: Int,
                              lineBreakMode: NSLineBreakMode) -> TextLayout {
        label(AttributedText(text), size: size, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// `label(_:size:numberOfLines:lineBreakMode:)` for text already converted.
    static func label(_ text: AttributedText, size: CGSize, numberOfLines: Int, lineBreakMode: NSLineBreakMode) -> TextLayout {
        make(text, in: labelContainer(size: size, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode))
    }

    /// The largest font scale in `minimumScaleFactor…1` at which `text` fits `size` under
    /// UILabel's rules without being cut (`adjustsFontSizeToFitWidth`); the minimum when
    /// even that does not fit. Within 1/256.
    package static func labelScaleToFit(_ text: NSAttributedString, size: CGSize, numberOfLines: Int,
                                        lineBreakMode: NSLineBreakMode, minimumScaleFactor: CGFloat) -> CGFloat {
        largestFittingScale(AttributedText(text),
                            in: labelContainer(size: size, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode),
                            minimumScaleFactor: minimumScaleFactor)
    }

    /// The same text with every font scaled by `scale` (for drawing at the scale found by
    /// `labelScaleToFit`).
    package static func scaledFonts(of text: NSAttributedString, by scale: CGFloat) -> NSAttributedString {
        let result = NSMutableAttributedString(attributedString: text)
        text.enumerateAttribute(.font, in: NSRange(location: 0, length: text.length), options: []) { value, range, _ in
            let font = value as? UIFont ?? TextRunStyle.defaultFont
            // addAttributes: swift-corelibs' addAttribute can trap when it replaces a value
            // in place over a whole run.
            result.addAttributes([.font: font.withSize(font.pointSize * scale)], range: range)
        }
        return result
    }

    private static func labelContainer(size: CGSize, numberOfLines: Int, lineBreakMode: NSLineBreakMode) -> TextContainer {
        func limit(_ v: CGFloat) -> CGFloat? { v.isFinite && v > 0 && v < CGFloat.greatestFiniteMagnitude ? v : nil }
        var container = TextContainer(width: limit(size.width), height: limit(size.height))
        container.maximumNumberOfLines = max(0, numberOfLines)
        container.lineBreakMode = lineBreakMode
        container.keepsFirstLine = true
        return container
    }

    /// Binary search for the largest font scale in `minimum…1` at which the text is not
    /// cut in `container`.
    static func largestFittingScale(_ text: AttributedText, in container: TextContainer,
                                    minimumScaleFactor minimum: CGFloat) -> CGFloat {
        guard !make(text, in: container).isTruncated else {
            let floor = minimum.isFinite ? max(0.01, min(1, minimum)) : 1
            var low = floor, high: CGFloat = 1
            guard !make(text.scalingFonts(by: low), in: container).isTruncated else { return low }
            while high - low > 1.0 / 256 {
                let mid = (low + high) / 2
                if make(text.scalingFonts(by: mid), in: container).isTruncated { high = mid } else { low = mid }
            }
            return low
        }
        return 1
    }
}
