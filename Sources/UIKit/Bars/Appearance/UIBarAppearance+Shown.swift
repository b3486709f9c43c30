import Foundation

// What bars do with appearances before showing them, the same for every kind of bar.
extension UIBarAppearance {
    /// A copy of the appearance with a transparent background: what a bar shows at the
    /// scroll edge when it has no scroll-edge appearance (iOS 15 and later).
    func transparentCopy() -> Self {
        let copy = self.copy() as! Self
        copy.configureWithTransparentBackground()
        return copy
    }

    /// The appearance of a bar whose standard appearance is `standard` and scroll-edge
    /// appearance `edge`: at the scroll edge, `edge` or a transparent `standard`.
    static func chosen<A: UIBarAppearance>(standard: A, edge: A?, atScrollEdge: Bool) -> A {
        atScrollEdge ? edge ?? standard.transparentCopy() : standard
    }

    /// Puts the bar's legacy colours over a background that has one: `barTintColor` as the
    /// colour, and an opaque background when the bar is not translucent.
    func applyLegacyBackground(barTintColor: UIColor?, isTranslucent: Bool) {
        if let barTintColor, backgroundEffect != nil || backgroundColor != nil {
            backgroundColor = barTintColor
        }
        if !isTranslucent, backgroundEffect != nil {
            backgroundEffect = nil
            if backgroundColor == nil { backgroundColor = .systemBackground }
        }
    }
}
