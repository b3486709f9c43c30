@_implementationOnly import CCairo
import Foundation

// Drawing by other Cairo clients (UIKit's text engine draws Pango layouts) through the
// same compositing path as Core Graphics' own painting.
extension CGContext {
    /// Runs `body` with a Cairo context (`cairo_t`) whose matrix is the CTM (so Cairo's user
    /// space is this context's user space), under the clip, and composites what it draws
    /// like any Quartz painting operation: global alpha, blend mode, shadow and soft mask
    /// apply. `body` receives the global alpha to apply to its own colours; it may change
    /// any Cairo state (it is saved around the call) but must draw only inside `bounds`.
    ///
    /// `bounds` is where the drawing can paint, in user space; nil means anywhere the clip
    /// allows. Nothing is drawn under a singular CTM.
    package func drawWithCairo(bounds: CGRect?, _ body: (_ cr: OpaquePointer, _ alpha: Double) -> Void) {
        let device = bounds.map { cairoDeviceRect($0.applying(state.ctm)) }
        composite(bounds: device) { target, alpha, coverageOnly in
            let cr = target.cr
            guard coverageOnly else {
                body(cr, alpha)
                return
            }
            // The blend modes composited by hand need the shape's coverage as opaque white.
            cairo_push_group(cr)
            cairo_save(cr)
            body(cr, 1)
            cairo_restore(cr)
            let drawn = cairo_pop_group(cr)
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            cairo_mask(cr, drawn)
            cairo_pattern_destroy(drawn)
        }
    }
}
