import CoreGraphics
import Foundation

/// Where a page curl (`pageCurl`, `pageUnCurl`) folds its page back: a line sweeping from
/// the bottom-right corner of the bounds to the top-left as the page lifts. UIKit's partial
/// curl asks it which part of the screen the curled page still covers.
package struct PageCurlFold {
    /// A point on the fold line.
    package let point: CGPoint
    /// The fold's unit normal, pointing down and to the right: towards the lifted part.
    package let normal: CGVector

    /// The fold of a page over `bounds` lifted by `folded` (0: flat, 1: gone).
    package init(folded: CGFloat, bounds: CGRect) {
        // Steeper than a diagonal, so the bottom edge lifts first and the bottom-right corner leads.
        let length = (0.35 * 0.35 + 1).squareRoot()
        normal = CGVector(dx: 0.35 / length, dy: 1 / length)
        let span = bounds.width * normal.dx + bounds.height * normal.dy
        let distance = max(folded, 0) * span
        point = CGPoint(x: bounds.maxX - normal.dx * distance, y: bounds.maxY - normal.dy * distance)
    }

    /// Whether `location` lies under the page (its flat part and the flap folded over it),
    /// not where the page has lifted.
    package func covers(_ location: CGPoint) -> Bool {
        (location.x - point.x) * normal.dx + (location.y - point.y) * normal.dy <= 0
    }
}
