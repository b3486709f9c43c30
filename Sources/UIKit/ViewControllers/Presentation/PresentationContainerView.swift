import CoreGraphics
import Foundation

/// The view a presentation puts in the window, above what was there (UIKit's transition
/// view): it covers the window (or the presentation context), holds the presented view and
/// what the presentation controller adds (a dimming view), and lays the presented view out
/// through its presentation controller. Touches that reach no subview pass through to the
/// views below when `passesTouchesThrough` (a sheet below its largest undimmed detent).
final class PresentationContainerView: UIView {
    private(set) weak var presentation: UIPresentationController?
    /// Whether touches on the container itself (on no subview) go to the views below.
    var passesTouchesThrough = false

    init(frame: CGRect, presentation: UIPresentationController) {
        self.presentation = presentation
        super.init(frame: frame)
    }

    /// Containers are made by presentations only.
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        presentation?.containerWillLayout()
        super.layoutSubviews()
        presentation?.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return passesTouchesThrough && hit === self ? nil : hit
    }
}
