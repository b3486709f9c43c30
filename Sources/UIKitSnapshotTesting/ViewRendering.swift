import CoreGraphics
import QuartzCore
import UIKit

/// Renders a view as the screen would show it, through the same compositor (masks,
/// shadows, 3-D transforms included), into an image at `scale`.
///
/// A view that is not in a window is hosted for the duration in a window of its size, as
/// the library does on iOS, so window-dependent behaviour (`didMoveToWindow`, tint,
/// trait-free layout) runs; it leaves the window afterwards. `size`, when given, becomes
/// the view's frame size first. Layout and drawing run before the picture is taken.
@MainActor
func renderedImage(of view: UIView, size: CGSize?, scale: CGFloat?) -> UIImage {
    if let size { view.frame.size = size }
    var host: UIWindow?
    if view.window == nil, view.superview == nil {
        let window = UIWindow(frame: CGRect(origin: .zero, size: view.bounds.size))
        window.addSubview(view)
        host = window
    }
    defer { if host != nil { view.removeFromSuperview() } }
    return renderedImage(of: view.layer, scale: scale)
}

/// Renders a layer tree (after its pending layout and display) into an image of the
/// layer's bounds at `scale` (`nil` or 0: the main screen's).
func renderedImage(of layer: CALayer, scale: CGFloat?) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    if let scale, scale != 0 { format.scale = scale }
    return UIGraphicsImageRenderer(bounds: layer.bounds, format: format).image { context in
        layer.render(in: context.cgContext)
    }
}
