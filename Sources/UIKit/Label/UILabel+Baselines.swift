import CoreGraphics
import Foundation

// Auto Layout's baselines of a label: its text's, where drawText(in:) draws them.
extension UILabel {
    /// Where the first or last line's baseline is, as a function of the label's height:
    /// the text is drawn centred vertically in the bounds, so a baseline lies at
    /// `(height − text height) / 2 + the line's baseline in the text`. The text is laid out
    /// at the label's current width (unlimited while it has none), unshrunk; an empty label
    /// uses one line of its font. Drawing rounds the text's top to a pixel; this does not,
    /// so the two may differ by half a pixel.
    func labelBaseline(first: Bool) -> (offset: CGFloat, heightFactor: CGFloat) {
        guard let content, content.length > 0 else {
            return (fontStorage.ascender - fontStorage.lineHeight / 2, 0.5)
        }
        let layout = TextLayout.label(engineText(content), size: CGSize(width: bounds.width, height: 0), numberOfLines: numberOfLines,
                                      lineBreakMode: lineBreakModeStorage)
        guard let line = first ? layout.lines.first : layout.lines.last else { return (0, 1) }
        return (line.baseline - layout.usedRect.height / 2, 0.5)
    }
}
