import CoreGraphics
import Foundation

/// The view a presentation puts in the window, above what was there (UIKit's transition
/// view): it fills the window, holds the presented view and what the presentation
/// controller adds (an alert's dimming view), and lays the presented view out through its
/// presentation controller.
final class PresentationContainerView: UIView {
    private(set) weak var presentation: PresentationController?

    init(frame: CGRect, presentation: PresentationController) {
        self.presentation = presentation
        super.init(frame: frame)
    }

    /// Containers are made by presentations only.
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
    }
}
