import CoreGraphics
import Foundation

/// The clear view behind a popover, covering its container (UIKit's dimming view, which
/// shows nothing for a popover): a tap on it is an attempt to dismiss the popover, except
/// where one of the popover's `passthroughViews` is — there touches go through to that
/// view, as if the popover were not there.
final class PopoverDismissalView: UIView {
    private weak var popover: UIPopoverPresentationController?

    init(popover: UIPopoverPresentationController) {
        self.popover = popover
        super.init(frame: .zero)
        backgroundColor = .clear
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addGestureRecognizer(UITapGestureRecognizer(
            target: popover, action: #Selector(UIPresentationController.dismissalTapped(_:))))
    }

    /// Dismissal views are made by popover presentation controllers only.
    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        let passthrough = popover?.passthroughViews ?? []
        let inPassthrough = passthrough.contains { view in
            view.window === window && !view.isHidden
                && view.bounds.contains(convert(point, to: view))
        }
        return inPassthrough ? nil : hit
    }
}
