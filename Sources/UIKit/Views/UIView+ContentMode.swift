import Foundation
import QuartzCore

extension UIView {
    /// How a view places its content when its size changes.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The layer's gravity for the content mode (Core Animation names vertical gravities
    /// for a y-up space, so UIKit's top is the layer's bottom), and whether bounds changes
    /// redraw.
    func applyContentMode() {
        let gravity: CALayerContentsGravity
        switch contentMode {
        case .scaleToFill, .redraw: gravity = .resize
        case .scaleAspectFit: gravity = .resizeAspect
        case .scaleAspectFill: gravity = .resizeAspectFill
        case .center: gravity = .center
        case .top: gravity = .bottom
        case .bottom: gravity = .top
        case .left: gravity = .left
        case .right: gravity = .right
        case .topLeft: gravity = .bottomLeft
        case .topRight: gravity = .bottomRight
        case .bottomLeft: gravity = .topLeft
        case .bottomRight: gravity = .topRight
        }
        layer.contentsGravity = gravity
        layer.needsDisplayOnBoundsChange = contentMode == .redraw
    }
}
