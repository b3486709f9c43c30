@_implementationOnly import CPango
import Foundation

/// Laid-out text: line fragments with their baselines and character ranges, the used
/// rectangle, and what was cut. Made by `TextLayout.make(_:in:)` (cached), drawn by
/// `draw(at:in:)`. Coordinates are y-down, relative to the container's top left.
package final class TextLayout: @unchecked Sendable {
    /// One line fragment.
    package struct Line: Sendable {
        /// The line fragment: full container width (or used width when unlimited), from
        /// the top of the line to its bottom (line spacing excluded).
        package var rect: CGRect
        /// Where the line's glyphs start and how wide they are (typographic).
        package var usedRect: CGRect
        /// The baseline's y.
        package var baseline: CGFloat
        /// The characters on the line (UTF-16, as `NSRange`), ellipsised text included.
        package var characterRange: NSRange
        /// Whether an ellipsis replaced part of this line.
        package var isTruncated: Bool
        /// The paragraph the line belongs to.
        var paragraph: Int
        /// The line's index in its paragraph's Pango layout.
        var pangoLineIndex: Int32
        /// A one-line layout drawn instead (the truncated or clipped last visible line).
        var replacement: GObjectRef?
        /// Horizontal clip (x range) for clipped lines.
        var clip: ClosedRange<CGFloat>?
    }

    /// One paragraph's Pango layout and how its positions map to ours.
    struct Paragraph: @unchecked Sendable {
        var layout: GObjectRef
        /// UTF-16 offset of the paragraph in the whole string.
        var utf16Start: Int
        /// UTF-8 byte offset within the paragraph for each UTF-16 offset within it (one
        /// more entry than the paragraph's UTF-16 length).
        var utf8Offsets: [Int32]
        /// Added to Pango's x of this paragraph's lines.
        var dx: CGFloat
    }

    package let lines: [Line]
    /// The union of the lines' used rectangles (height: top of the first line to the
    /// bottom of the last).
    package let usedRect: CGRect
    /// Where ink falls (glyph images, underlines), relative to the same origin.
    package let inkRect: CGRect
    /// Whether text was cut: lines beyond the limits, ellipsised or clipped text.
    package let isTruncated: Bool
    let paragraphs: [Paragraph]
    /// The shadow the whole text is drawn with (the first shadowed run's).
    let shadow: TextRunStyle.Shadow?

    init(lines: [Line], usedRect: CGRect, inkRect: CGRect, isTruncated: Bool, paragraphs: [Paragraph],
         shadow: TextRunStyle.Shadow?) {
        self.lines = lines
        self.usedRect = usedRect
        self.inkRect = inkRect
        self.isTruncated = isTruncated
        self.paragraphs = paragraphs
        self.shadow = shadow
    }

    /// The UTF-16 offset of the character nearest `point`, or nil without lines.
    package func characterIndex(at point: CGPoint) -> Int? {
        guard point.x.isFinite, point.y.isFinite, !lines.isEmpty else { return nil }
        let line = lines.first { point.y < $0.rect.maxY } ?? lines[lines.count - 1]
        let p = paragraphs[line.paragraph]
        return PangoEngine.shared.locked {
            var index: Int32 = 0, trailing: Int32 = 0
            let pangoLine = pango_layout_get_line_readonly(p.layout.opaque, line.pangoLineIndex)
            pango_layout_line_x_to_index(pangoLine, PangoUnits.units(point.x - line.usedRect.minX), &index, &trailing)
            let utf16 = p.utf8Offsets.firstIndex { $0 >= index } ?? (p.utf8Offsets.count - 1)
            return p.utf16Start + utf16 + (trailing > 0 ? 1 : 0)
        }
    }

    /// The caret's x and the line rectangle for the insertion point before the character
    /// at UTF-16 offset `index` (the end of the text for `index` past it).
    package func caretRect(forCharacterAt index: Int) -> CGRect? {
        guard let line = lines.last(where: { $0.characterRange.location <= index }) ?? lines.first else { return nil }
        let p = paragraphs[line.paragraph]
        let local = max(0, min(index - p.utf16Start, p.utf8Offsets.count - 1))
        let x: CGFloat = PangoEngine.shared.locked {
            var pos = PangoRectangle()
            pango_layout_index_to_pos(p.layout.opaque, p.utf8Offsets[local], &pos)
            return PangoUnits.points(pos.x) + p.dx
        }
        return CGRect(x: x, y: line.rect.minY, width: 0, height: line.rect.height)
    }
}
