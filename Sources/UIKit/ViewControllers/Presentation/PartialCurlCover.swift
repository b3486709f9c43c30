import Foundation

/// An invisible view over a controller presented with `.partialCurl`, where the curled page
/// still covers the screen: a tap there dismisses the controller, as on iOS. Elsewhere (the
/// part the page revealed) touches pass through to the presented view.
final class PartialCurlCover: UIView {
    private weak var controller: UIViewController?
    /// How far the page is lifted (as the held curl's `endProgress`).
    private let folded: CGFloat

    init(frame: CGRect, dismissing controller: UIViewController, folded: CGFloat) {
        self.controller = controller
        self.folded = folded
        super.init(frame: frame)
        backgroundColor = nil
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #Selector(PartialCurlCover.tapped(_:))))
    }

    required init?(coder: NSCoder) { nil }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point) && PageCurlFold(folded: folded, bounds: bounds).covers(point)
    }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        controller?.dismiss(animated: true)
    }
}
