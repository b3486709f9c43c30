import CoreGraphics
import Foundation

extension UIView {
    func performHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviewStorage.reversed() {
            guard let local = subview.layer.toSuperlayer.inverted?.apply(point) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
