import CoreGraphics
import Foundation

/// An action sheet on an iPad is a popover pointing at its source (the
/// `popoverPresentationController`'s source view and rect, or bar button item): its title,
/// message and actions in one block, 304 points wide, without the Cancel button — a tap
/// outside the popover dismisses it and then runs the Cancel action's handler. In a compact
/// width (an iPhone) it is the usual sheet along the bottom, even with `.popover` set.
extension UIAlertController {
    /// Whether the main screen is an iPad's (the idiom UIKit decides the style by).
    static var onPad: Bool { UIScreen.main.traitCollection.userInterfaceIdiom == .pad }

    /// Whether the alert is shown (or about to be) as a popover.
    var isShownAsPopover: Bool {
        preferredStyle == .actionSheet && presentation is UIPopoverPresentationController
    }

    /// The size of the popover's content, from the layout.
    var popoverContentSize: CGSize {
        (view as? AlertControllerView)?.popoverSize ?? .zero
    }

    /// The popover was dismissed by a tap outside it: the Cancel action's handler runs (after
    /// the dismissal, as a chosen action's does).
    func runCancelHandlerAfterOutsideDismissal() {
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        cancel.handler?(cancel)
    }

    /// Readies the popover as it begins: the arrow takes the sheet's fill (unless the app
    /// chose a colour), and with nowhere to point it stops with UIKit's exception text.
    func preparePopover(_ popover: UIPopoverPresentationController) {
        if popover.backgroundColor == nil { popover.backgroundColor = AlertControllerView.materialColor }
        guard popover.sourceItem == nil, popover.sourceView == nil, popover.barButtonItem == nil else { return }
        let presenter = popover.presentingStorage.map { Self.describe($0) } ?? "a view controller"
        preconditionFailure("UIAlertController: Your application has presented a UIAlertController (\(Self.describe(self))) "
            + "of style UIAlertControllerStyleActionSheet from \(presenter). The modalPresentationStyle of a UIAlertController with "
            + "this style is UIModalPresentationPopover. You must provide location information for this popover through "
            + "the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect "
            + "or a barButtonItem.")
    }
}
