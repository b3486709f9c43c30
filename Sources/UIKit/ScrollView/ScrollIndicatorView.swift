import CoreGraphics
import Foundation

/// One scroll indicator: a thin rounded bar, a subview of its scroll view (as on iOS, where
/// the indicators appear among `subviews`), which never takes touches.
@MainActor
final class ScrollIndicatorView: UIView {
    init(style: UIScrollView.IndicatorStyle) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        layer.cornerRadius = UIScrollView.indicatorThickness / 2
        apply(style)
    }

    required init?(coder: NSCoder) {
        preconditionFailure("ScrollIndicatorView is made by UIScrollView only")
    }

    /// The bar's colour for `style` (approximate: translucent black or white).
    func apply(_ style: UIScrollView.IndicatorStyle) {
        switch style {
        case .default: backgroundColor = UIColor(white: 0, alpha: 0.35)
        case .black: backgroundColor = UIColor(white: 0, alpha: 0.5)
        case .white: backgroundColor = UIColor(white: 1, alpha: 0.5)
        }
    }
}
