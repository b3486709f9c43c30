import CCairo
import CoreGraphics
import Foundation

/// One frame of typical UI drawing — rounded cards, strokes, gradients, a scaled photo,
/// a clipped avatar, dashed separators — written once against CGContext and once as the
/// equivalent raw Cairo calls (same geometry, same Bézier arcs, same flip).
struct MixedScene {
    let width: Int, height: Int
    let image: CGImage
    let imageSurface: OpaquePointer
    let gradient: CGGradient

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        // A 64×64 synthetic photo.
        let side = 64
        var bytes = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let i = (y * side + x) * 4
                bytes[i] = UInt8(x * 4); bytes[i + 1] = UInt8(y * 4); bytes[i + 2] = UInt8((x ^ y) * 4); bytes[i + 3] = 255
            }
        }
        image = CGImage(width: side, height: side, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: side * 4,
                        space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                        provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
                        intent: .defaultIntent)!
        // The raw side gets the same pixels in Cairo's format.
        imageSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side))!
        let data = cairo_image_surface_get_data(imageSurface)!
        let stride = Int(cairo_image_surface_get_stride(imageSurface))
        for y in 0..<side {
            for x in 0..<side {
                let i = (y * side + x) * 4
                let v = UInt32(255) << 24 | UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
                (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = v }
            }
        }
        cairo_surface_mark_dirty(imageSurface)
        gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                              colors: [CGColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1),
                                       CGColor(red: 0.6, green: 0.2, blue: 0.8, alpha: 1)],
                              locations: nil)!
    }

    /// Card rectangles in a grid.
    var cards: [CGRect] {
        (0..<24).map { i in
            CGRect(x: 20 + CGFloat(i % 6) * 128, y: 20 + CGFloat(i / 6) * 140, width: 112, height: 124)
        }
    }

    func draw(_ c: CGContext) {
        c.setFillColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        c.fill(CGRect(x: 0, y: 0, width: width, height: height))
        c.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 80), options: [])
        for (i, card) in cards.enumerated() {
            c.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
            c.addPath(CGPath(roundedRect: card, cornerWidth: 10, cornerHeight: 10, transform: nil))
            c.fillPath()
            c.setStrokeColor(red: 0.8, green: 0.8, blue: 0.85, alpha: 1)
            c.setLineWidth(1)
            c.addPath(CGPath(roundedRect: card, cornerWidth: 10, cornerHeight: 10, transform: nil))
            c.strokePath()
            // Avatar: a photo clipped to a circle.
            let avatar = CGRect(x: card.minX + 8, y: card.maxY - 48, width: 40, height: 40)
            c.saveGState()
            c.addEllipse(in: avatar)
            c.clip()
            c.draw(image, in: avatar)
            c.restoreGState()
            // Title bar gradient inside the card.
            c.saveGState()
            c.clip(to: CGRect(x: card.minX + 56, y: card.maxY - 40, width: 48, height: 24))
            c.drawLinearGradient(gradient, start: CGPoint(x: card.minX + 56, y: 0), end: CGPoint(x: card.maxX - 8, y: 0), options: [])
            c.restoreGState()
            // Dashed separator and a curve.
            c.setLineDash(phase: 0, lengths: [4, 2])
            c.move(to: CGPoint(x: card.minX + 8, y: card.minY + 60))
            c.addLine(to: CGPoint(x: card.maxX - 8, y: card.minY + 60))
            c.strokePath()
            c.setLineDash(phase: 0, lengths: [])
            c.setStrokeColor(red: 0.2, green: 0.5, blue: 0.2, alpha: CGFloat(0.5 + Double(i % 2) * 0.5))
            c.setLineWidth(2)
            c.move(to: CGPoint(x: card.minX + 8, y: card.minY + 10))
            c.addCurve(to: CGPoint(x: card.maxX - 8, y: card.minY + 40), control1: CGPoint(x: card.midX, y: card.minY + 60),
                       control2: CGPoint(x: card.midX, y: card.minY))
            c.strokePath()
        }
    }

    func drawRaw(_ cr: OpaquePointer) {
        // Core Graphics' y-up device space, as the context uses.
        var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: Double(height))
        cairo_set_matrix(cr, &flip)
        cairo_set_source_rgba(cr, 0.95, 0.95, 0.97, 1)
        cairo_rectangle(cr, 0, 0, Double(width), Double(height))
        cairo_fill(cr)
        let linear = cairo_pattern_create_linear(0, 0, 0, 80)!
        cairo_pattern_add_color_stop_rgba(linear, 0, 0.1, 0.4, 0.9, 1)
        cairo_pattern_add_color_stop_rgba(linear, 1, 0.6, 0.2, 0.8, 1)
        cairo_set_source(cr, linear)
        cairo_paint(cr)
        cairo_pattern_destroy(linear)
        for (i, card) in cards.enumerated() {
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            rawRoundedRect(cr, card, radius: 10)
            cairo_fill(cr)
            cairo_set_source_rgba(cr, 0.8, 0.8, 0.85, 1)
            cairo_set_line_width(cr, 1)
            rawRoundedRect(cr, card, radius: 10)
            cairo_stroke(cr)
            let avatar = CGRect(x: card.minX + 8, y: card.maxY - 48, width: 40, height: 40)
            cairo_save(cr)
            rawEllipse(cr, avatar)
            cairo_clip(cr)
            let pattern = cairo_pattern_create_for_surface(imageSurface)!
            let s = 64 / Double(avatar.width)
            var m = cairo_matrix_t(xx: s, yx: 0, xy: 0, yy: -s, x0: -Double(avatar.minX) * s, y0: Double(avatar.maxY) * s)
            cairo_pattern_set_matrix(pattern, &m)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_rectangle(cr, Double(avatar.minX), Double(avatar.minY), Double(avatar.width), Double(avatar.height))
            cairo_clip(cr)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
            cairo_restore(cr)
            cairo_save(cr)
            cairo_rectangle(cr, Double(card.minX + 56), Double(card.maxY - 40), 48, 24)
            cairo_clip(cr)
            let bar = cairo_pattern_create_linear(Double(card.minX + 56), 0, Double(card.maxX - 8), 0)!
            cairo_pattern_add_color_stop_rgba(bar, 0, 0.1, 0.4, 0.9, 1)
            cairo_pattern_add_color_stop_rgba(bar, 1, 0.6, 0.2, 0.8, 1)
            cairo_set_source(cr, bar)
            cairo_paint(cr)
            cairo_pattern_destroy(bar)
            cairo_restore(cr)
            cairo_set_dash(cr, [4, 2], 2, 0)
            cairo_move_to(cr, Double(card.minX + 8), Double(card.minY + 60))
            cairo_line_to(cr, Double(card.maxX - 8), Double(card.minY + 60))
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
            cairo_set_source_rgba(cr, 0.2, 0.5, 0.2, 0.5 + Double(i % 2) * 0.5)
            cairo_set_line_width(cr, 2)
            cairo_move_to(cr, Double(card.minX + 8), Double(card.minY + 10))
            cairo_curve_to(cr, Double(card.midX), Double(card.minY + 60), Double(card.midX), Double(card.minY),
                           Double(card.maxX - 8), Double(card.minY + 40))
            cairo_stroke(cr)
        }
    }

    /// The same four quarter-circle Béziers Core Graphics uses.
    private func rawRoundedRect(_ cr: OpaquePointer, _ r: CGRect, radius: Double) {
        let k = 0.552_284_749_830_793_6 * radius
        let x0 = Double(r.minX), y0 = Double(r.minY), x1 = Double(r.maxX), y1 = Double(r.maxY)
        cairo_move_to(cr, x1 - radius, y0)
        cairo_curve_to(cr, x1 - radius + k, y0, x1, y0 + radius - k, x1, y0 + radius)
        cairo_line_to(cr, x1, y1 - radius)
        cairo_curve_to(cr, x1, y1 - radius + k, x1 - radius + k, y1, x1 - radius, y1)
        cairo_line_to(cr, x0 + radius, y1)
        cairo_curve_to(cr, x0 + radius - k, y1, x0, y1 - radius + k, x0, y1 - radius)
        cairo_line_to(cr, x0, y0 + radius)
        cairo_curve_to(cr, x0, y0 + radius - k, x0 + radius - k, y0, x0 + radius, y0)
        cairo_close_path(cr)
    }

    private func rawEllipse(_ cr: OpaquePointer, _ r: CGRect) {
        let cx = Double(r.midX), cy = Double(r.midY), rx = Double(r.width) / 2, ry = Double(r.height) / 2
        let kx = 0.552_284_749_830_793_6 * rx, ky = 0.552_284_749_830_793_6 * ry
        cairo_move_to(cr, cx + rx, cy)
        cairo_curve_to(cr, cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry)
        cairo_curve_to(cr, cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy)
        cairo_curve_to(cr, cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry)
        cairo_curve_to(cr, cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy)
        cairo_close_path(cr)
    }
}
