import Foundation

/// The presentation controller of a controller's presentation: made by style (a sheet for
/// the sheet styles, the transitioning delegate's for `.custom`), readable before the
/// presentation to configure it (`sheetPresentationController?.detents = …`), and adapted
/// on a compact-width screen as the delegate says.
extension UIViewController {
    /// The presentation controller managing this controller's presentation: while it is
    /// presented, the one showing it; before, the one that will (made on first read for
    /// the current `modalPresentationStyle`, and kept for the presentation if the style is
    /// unchanged); nil for a controller neither presented nor about to be.
    public var presentationController: UIPresentationController? {
        if let presentation, presentingStorage != nil || presentation.styleStorage == resolvedPresentationStyle {
            return presentation
        }
        let made = makePresentationController(style: resolvedPresentationStyle, presentedBy: nil)
        presentation = made
        return made
    }

    /// The sheet presentation controller showing this controller (or about to): nil unless
    /// its style is a sheet style (`.pageSheet`, `.formSheet`, `.automatic`).
    public var sheetPresentationController: UISheetPresentationController? {
        guard let sheet = presentationController as? UISheetPresentationController,
              !(sheet.adaptedFrom is UIPopoverPresentationController) else { return nil }
        return sheet
    }

    /// The popover presentation controller of this controller's presentation while its
    /// `modalPresentationStyle` is `.popover` (also when it adapted to a sheet on a
    /// compact-width screen); nil for every other style.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        let controller = presentationController
        return controller as? UIPopoverPresentationController
            ?? controller?.adaptedFrom as? UIPopoverPresentationController
    }

    /// The system presentation controller of `style`.
    func systemPresentationController(style: UIModalPresentationStyle,
                                      presentedBy presenting: UIViewController?) -> UIPresentationController {
        let controller: UIPresentationController = switch style {
        case .pageSheet, .formSheet:
            UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .popover:
            UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        default:
            UIPresentationController(presentedViewController: self, presenting: presenting)
        }
        controller.styleStorage = style
        return controller
    }

    /// The presentation controller a presentation in `style` from `presenting` (asked by
    /// `source`) runs with: the transitioning delegate's for `.custom`, else the one made
    /// for reading before (when its style still matches) or a new one; then adapted when
    /// the window's width is compact (UIPresentationController+Adaptation).
    func presentationController(for style: UIModalPresentationStyle, presentedBy presenting: UIViewController,
                                source: UIViewController, in window: UIWindow) -> UIPresentationController {
        var controller: UIPresentationController
        if style == .custom,
           let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenting,
                                                                      source: source) {
            controller = custom
            controller.styleStorage = .custom
        } else if let pending = presentation, pending.styleStorage == style {
            controller = pending
        } else {
            controller = makePresentationController(style: style, presentedBy: presenting)
        }
        controller.presentingStorage = presenting
        return controller.adapted(in: window)
    }
}
