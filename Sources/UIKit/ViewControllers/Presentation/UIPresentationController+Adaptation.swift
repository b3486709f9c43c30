import CoreGraphics
import Foundation

/// Adaptation by trait collection: the sheet and popover styles adapt when the window's
/// horizontal size class is compact (an iPhone, except a Plus or Max in landscape), to the
/// style the delegate's `adaptivePresentationStyle(for:traitCollection:)` answers (the
/// presentation controller's own `adaptivePresentationStyle` by default; `.none` keeps
/// the style), showing the controller the delegate's
/// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` gives, if any; a
/// popover that becomes a sheet becomes its `adaptiveSheetPresentationController`. It
/// is decided when the presentation begins; a later size-class change does
/// not adapt a presentation on screen again (docs/DIFFERENCES.md).
extension UIPresentationController {
    /// Whether `window`'s screen has a regular width: its shorter side is at least 768
    /// points (an iPad), used for the geometry of sheets.
    static func hasRegularWidth(_ window: UIWindow) -> Bool {
        let size = window.screen.bounds.size
        return min(size.width, size.height) >= 768
    }

    /// Whether `window`'s screen has a compact vertical size class (an iPhone in landscape).
    static func hasCompactHeight(_ window: UIWindow) -> Bool {
        !hasRegularWidth(window) && window.screen.bounds.width > window.screen.bounds.height
    }

    /// The presentation controller to run the presentation with in `window`: this one, or
    /// a system one of the style it adapts to (keeping the delegate, remembering this one),
    /// presenting the controller the delegate puts in place of the presented one.
    func adapted(in window: UIWindow) -> UIPresentationController {
        let traits = window.traitCollection
        guard adaptsInCompactWidth, traits.horizontalSizeClass == .compact else { return self }
        // An action sheet set to be a popover is the sheet along the bottom here, whatever
        // the delegate says.
        if let alert = presentedViewController as? UIAlertController {
            let replacement = AlertPresentationController(alert: alert, presentedBy: presentingStorage)
            replacement.adaptedFrom = self
            return replacement
        }
        let style = presentationStyle
        let adapted = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? adaptivePresentationStyle
        // `.none`, the same style, or one that cannot be adapted to, keeps the controller.
        let adaptable: [UIModalPresentationStyle] = [.fullScreen, .overFullScreen, .pageSheet, .formSheet]
        guard adapted != style, adaptable.contains(adapted), let presenting = presentingStorage else { return self }
        let shown = delegate?.presentationController(self, viewControllerForAdaptivePresentationStyle: adapted)
            ?? presentedViewController
        let replacement: UIPresentationController
        if let popover = self as? UIPopoverPresentationController, shown === presentedViewController,
           adapted == .formSheet || adapted == .pageSheet {
            // The sheet the app shaped through `adaptiveSheetPresentationController`.
            replacement = popover.adaptiveSheet
            replacement.styleStorage = adapted
            replacement.presentingStorage = presenting
        } else {
            replacement = shown.systemPresentationController(style: adapted, presentedBy: presenting)
        }
        if replacement.delegate == nil { replacement.delegate = delegate }
        replacement.adaptiveStyle = adapted
        replacement.adaptedFrom = self
        return replacement
    }
}
