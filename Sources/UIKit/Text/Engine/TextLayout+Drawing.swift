@_implementationOnly import CCairo
@_implementationOnly import CPango
import CoreGraphics
import Foundation

extension TextLayout {
    /// Draws the lines with the container's top left at `origin` (user space, y down as in
    /// UIKit's contexts), through the context's CTM, clip, alpha, blend mode and shadow.
    /// A text shadow replaces the context's shadow for the drawing.
    package func draw(at origin: CGPoint, in context: CGContext) {
        guard !lines.isEmpty, origin.x.isFinite, origin.y.isFinite else { return }
        // Where ink can fall: glyphs, with room for overhangs and antialiasing.
        let margin = max(2, (usedRect.height / CGFloat(max(1, lines.count))) * 0.5)
        let bounds = inkRect.union(usedRect).insetBy(dx: -margin, dy: -margin).offsetBy(dx: origin.x, dy: origin.y)
        if let shadow {
            context.saveGState()
            context.setShadow(offset: shadow.offset, blur: shadow.blur, color: shadow.color)
        }
        PangoEngine.shared.locked {
            context.drawWithCairo(bounds: bounds) { cr, alpha in
                if alpha < 1 { cairo_push_group(cr) }
                cairo_set_source_rgba(cr, 0, 0, 0, 1)
                for line in lines {
                    let pangoLine = line.replacement.map { pango_layout_get_line_readonly($0.opaque, 0) }
                        ?? pango_layout_get_line_readonly(paragraphs[line.paragraph].layout.opaque, line.pangoLineIndex)
                    guard let pangoLine else { continue }
                    cairo_save(cr)
                    if let clip = line.clip {
                        cairo_rectangle(cr, Double(origin.x + clip.lowerBound), Double(origin.y + line.rect.minY - line.rect.height),
                                        Double(clip.upperBound - clip.lowerBound), Double(line.rect.height * 3))
                        cairo_clip(cr)
                    }
                    cairo_move_to(cr, Double(origin.x + line.usedRect.minX), Double(origin.y + line.baseline))
                    pango_cairo_show_layout_line(cr, pangoLine)
                    cairo_restore(cr)
                }
                if alpha < 1 {
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, alpha)
                }
            }
        }
        if shadow != nil { context.restoreGState() }
    }
}
