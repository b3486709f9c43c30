import Foundation

/// A sheet presentation controller's delegate (set as its `delegate`): an adaptive
/// presentation controller delegate that also hears when the user drags the sheet to
/// another detent.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The selected detent changed because the user dragged the sheet (not when the
    /// program sets `selectedDetentIdentifier`). Optional.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController) {}
}
