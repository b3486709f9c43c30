import CoreGraphics
import Foundation

/// UIKit's string drawing rules (NSStringDrawing), shared by the `NSString`, `String` and
/// `NSAttributedString` methods.
enum StringDrawing {
    /// The container string drawing lays text out in, for a rectangle size and options.
    /// A zero, negative, infinite or NaN dimension does not limit the text.
    static func container(size: CGSize, options: NSStringDrawingOptions) -> TextContainer {
        guard options.contains(.usesLineFragmentOrigin) else {
            var single = TextContainer()
            single.isSingleLine = true
            single.usesFontLeading = options.contains(.usesFontLeading)
            return single
        }
        func limit(_ v: CGFloat) -> CGFloat? { v.isFinite && v > 0 ? v : nil }
        var container = TextContainer(width: limit(size.width), height: limit(size.height))
        container.truncatesLastVisibleLine = options.contains(.truncatesLastVisibleLine)
        container.usesFontLeading = options.contains(.usesFontLeading)
        return container
    }

    /// The layout for `text` in a rectangle of `size`, shrunk as `context` allows.
    static func layout(_ text: AttributedText, size: CGSize, options: NSStringDrawingOptions,
                       context: NSStringDrawingContext?) -> TextLayout {
        let container = container(size: size, options: options)
        var scale: CGFloat = 1
        if let minimum = context?.minimumScaleFactor, minimum > 0, minimum < 1 {
            scale = TextLayout.largestFittingScale(text, in: container, minimumScaleFactor: minimum)
        }
        let layout = TextLayout.make(scale == 1 ? text : text.scalingFonts(by: scale), in: container)
        context?.actualScaleFactor = scale
        context?.totalBounds = bounds(of: layout, options: options)
        return layout
    }

    /// `boundingRect(with:options:…)`: the used rectangle (or ink with
    /// `.usesDeviceMetrics`); without `.usesLineFragmentOrigin`, relative to the baseline
    /// origin (so its y is negative).
    static func bounds(of layout: TextLayout, options: NSStringDrawingOptions) -> CGRect {
        var rect = options.contains(.usesDeviceMetrics) ? layout.inkRect : layout.usedRect
        if !options.contains(.usesLineFragmentOrigin), let first = layout.lines.first {
            rect.origin.y -= first.baseline
        }
        return rect
    }

    static func boundingRect(_ text: AttributedText, size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        bounds(of: layout(text, size: size, options: options, context: context), options: options)
    }

    /// Draws into the current UIKit graphics context; nothing happens without one or with
    /// a non-finite rectangle.
    static func draw(_ text: AttributedText, in rect: CGRect, options: NSStringDrawingOptions,
                     context: NSStringDrawingContext?) {
        guard let cg = UIGraphicsGetCurrentContext(), rect.origin.x.isFinite, rect.origin.y.isFinite,
              !rect.width.isNaN, !rect.height.isNaN else { return }
        let layout = layout(text, size: rect.size, options: options, context: context)
        var origin = rect.origin
        if !options.contains(.usesLineFragmentOrigin), let first = layout.lines.first {
            origin.y -= first.baseline
        }
        layout.draw(at: origin, in: cg)
    }
}
