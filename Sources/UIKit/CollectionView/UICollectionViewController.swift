import CoreGraphics
import Foundation

/// A view controller whose root view is a collection view, of which it is the data source
/// and the delegate (the guide's Table 1-1).
///
/// `loadView()` makes a collection view with the layout given at creation, the size of the
/// main screen. Subclasses provide the content by overriding the data source and delegate
/// methods, which are declared here so that an override is what the collection view calls
/// (Swift cannot reach a subclass's method through a protocol default; write `override`,
/// see docs/DIFFERENCES.md). Their defaults are UIKit's answers for a method not
/// implemented; the scroll-view delegate methods are not declared here.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout

    /// Creates a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from an archive: here (no nib files) with an empty
    /// `UICollectionViewLayout`.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewLayout()
        super.init(coder: coder)
    }

    /// The collection view: the root view (loading it if needed). Setting it makes it the
    /// root view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout (the one given at creation until the view is loaded).
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Whether `viewWillAppear(_:)` deselects the selected items. Default true.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether the controller installs a long-press recognizer that moves items
    /// interactively. Default true. Only the property is here: interactive movement is
    /// another part of the collection view (docs/DIFFERENCES.md).
    open var installsStandardGestureForInteractiveMovement = true

    /// Whether a navigation controller pushing this controller over another collection
    /// view controller animates a layout change instead of a view change. Default false.
    /// Stored only: there are no navigation transitions yet.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Makes the collection view (the main screen's size, the layout given at creation),
    /// with this controller as its data source and delegate.
    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// Deselects the selected items when `clearsSelectionOnViewWillAppear` is true.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = viewIfLoaded as? UICollectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: Data source (defaults: no items)

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        preconditionFailure("UICollectionViewController: \(type(of: self)) shows items but does not override "
            + "collectionView(_:cellForItemAt:); override it and return a dequeued cell")
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        CollectionViewProtocolDefaults.shared.numberOfSections(in: collectionView)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, viewForSupplementaryElementOfKind: kind,
                                                             at: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, canMoveItemAt: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}

    open func indexTitles(for collectionView: UICollectionView) -> [String]? {
        CollectionViewProtocolDefaults.shared.indexTitles(for: collectionView)
    }

    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                             at index: Int) -> IndexPath {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, indexPathForIndexTitle: title, at: index)
    }

    // MARK: Delegate: highlight and selection

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, shouldDeselectItemAt: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    // MARK: Delegate: display

    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}

    // MARK: Delegate: edit menu, movement, offsets

    open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, shouldShowMenuForItemAt: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector,
                             forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, canPerformAction: action, forItemAt: indexPath,
                                                             withSender: sender)
    }

    open func collectionView(_ collectionView: UICollectionView, performAction action: Selector,
                             forItemAt indexPath: IndexPath, withSender sender: Any?) {}

    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
                                                             toProposedIndexPath: proposedIndexPath)
    }

    open func collectionView(_ collectionView: UICollectionView,
                             targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CollectionViewProtocolDefaults.shared.collectionView(collectionView,
                                                             targetContentOffsetForProposedContentOffset: proposedContentOffset)
    }
}

/// The protocols' own defaults (their extensions' answers for a method not implemented),
/// which `UICollectionViewController`'s declarations forward to rather than repeat.
@MainActor
private final class CollectionViewProtocolDefaults: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    static let shared = CollectionViewProtocolDefaults()

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        preconditionFailure("not used: UICollectionViewController declares its own")
    }
}
