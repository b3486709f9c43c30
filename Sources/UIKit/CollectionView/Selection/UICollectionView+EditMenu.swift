import CoreGraphics
import Foundation

/// The edit menu of an item (the Collection View Programming Guide's "Showing the Edit Menu
/// for a Cell"; the delegate methods UIKit deprecated in iOS 13 for context menus).
///
/// A long press (UIKit's 0.5 s) on an item asks the delegate `shouldShowMenuForItemAt`,
/// then `canPerformAction(_:forItemAt:withSender:)` for `cut:`, `copy:` and `paste:` in
/// that order; when it allows at least one, the press begins (cancelling the touch, so the
/// item is unhighlighted and not selected) and the edit menu shows the allowed commands
/// over the cell. Choosing one calls `performAction(_:forItemAt:withSender:)` with the
/// collection view as the sender, and the menu goes. When the menu would not show, the
/// press never begins and the touch goes on as a tap.
///
/// Approximations (docs/DIFFERENCES.md): a Swift delegate's methods cannot be told apart
/// from the protocol's defaults, so "implements all three methods" is read as
/// "`shouldShowMenuForItemAt` answers true" (its default is false); the sender is the
/// collection view (UIKit passes its menu object).
extension UICollectionView {
    /// The actions the edit menu can offer, in the menu's order, with their titles.
    static let editMenuActions: [(action: Selector, title: String)] = [
        (Selector("cut:"), "Cut"), (Selector("copy:"), "Copy"), (Selector("paste:"), "Paste"),
    ]

    /// Adds the long-press recognizer of the edit menu (at creation).
    func installEditMenuGesture() {
        let support = CollectionEditMenuSupport(collectionView: self)
        editMenuSupport = support
        addGestureRecognizer(support.recognizer)
    }

    /// The actions the delegate allows for the menu of `indexPath`; empty when the menu
    /// does not show.
    func editMenuActions(for indexPath: IndexPath) -> [(action: Selector, title: String)] {
        guard let delegate = collectionDelegate,
              delegate.collectionView(self, shouldShowMenuForItemAt: indexPath) else { return [] }
        return UICollectionView.editMenuActions.filter {
            delegate.collectionView(self, canPerformAction: $0.action, forItemAt: indexPath, withSender: self)
        }
    }
}

/// The collection view's long press for the edit menu: its delegate (the press begins only
/// when the menu has items) and its target, and the owner of the menu shown.
@MainActor
final class CollectionEditMenuSupport: NSObject, UIGestureRecognizerDelegate {
    private weak var collectionView: UICollectionView?
    private(set) var recognizer: UILongPressGestureRecognizer!
    /// The item and the commands decided when the press began.
    private var pending: (indexPath: IndexPath, actions: [(action: Selector, title: String)])?
    /// The menu shown, and the item it is for.
    private var presentation: EditMenuPresentation?
    private var menuItem: IndexPath?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init()
        recognizer = UILongPressGestureRecognizer(target: self, action: #Selector(CollectionEditMenuSupport.pressed(_:)))
        recognizer.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        pending = nil
        guard let collectionView, let touch = gestureRecognizer.touchList.first,
              let indexPath = collectionView.touchedItem(touch) else { return false }
        let actions = collectionView.editMenuActions(for: indexPath)
        guard !actions.isEmpty else { return false }
        pending = (indexPath, actions)
        return true
    }

    func pressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, let pending, let collectionView, let window = collectionView.window,
              let cell = collectionView.cellForItem(at: pending.indexPath) else { return }
        self.pending = nil
        let entries = pending.actions.map { EditMenuEntry.command(UICommand(title: $0.title, action: $0.action)) }
        let target = cell.convert(cell.bounds, to: window)
        menuItem = pending.indexPath
        presentation = EditMenuPresentation.present(entries, pointingAt: target, in: window, preferring: nil, owner: self)
    }

    private func dismiss() {
        presentation?.remove()
        presentation = nil
        menuItem = nil
    }
}

extension CollectionEditMenuSupport: EditMenuOwner {
    func editMenu(_ presentation: EditMenuPresentation, didChoose entry: EditMenuEntry) {
        guard presentation === self.presentation, let indexPath = menuItem, let collectionView else { return }
        dismiss()
        guard case .command(let command) = entry else { return }
        collectionView.collectionDelegate?.collectionView(collectionView, performAction: command.action, forItemAt: indexPath,
                                                          withSender: collectionView)
    }

    func editMenuShouldDismiss(_ presentation: EditMenuPresentation) {
        if presentation === self.presentation { dismiss() }
    }
}
