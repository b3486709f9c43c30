import Foundation
@testable import UIKit
import UIKitTesting

/// The GRID layout that also logs the update hooks (the guide's RecordingLayout for
/// scenarios F), and optionally answers them as Listing 5-2 does: alpha 0 at the
/// collection view's centre, for every index path or only for the inserted/deleted ones.
@MainActor
final class UpdateRecordingLayout: GridLayout {
    enum Listing52 {
        case off, unfiltered, filtered
    }

    var listing52 = Listing52.off
    var updateItems: [[UICollectionViewUpdateItem]] = []
    var initialCalls: [IndexPath] = []
    var finalCalls: [IndexPath] = []
    var initialAnswers: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var supplementaryToDelete: [IndexPath] = []
    var supplementaryToInsert: [IndexPath] = []
    var onFinalize: (() -> Void)?

    private var inserted: Set<IndexPath> = []
    private var deleted: Set<IndexPath> = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        log.append("prepareForCollectionViewUpdates")
        self.updateItems.append(updateItems)
        inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
        deleted = Set(updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        log.append("finalizeCollectionViewUpdates")
        onFinalize?()
    }

    /// Listing 5-2's attributes: the item's own, moved to the centre and transparent.
    private func centred(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
        attributes?.alpha = 0
        attributes?.center = CGPoint(x: collectionView!.bounds.midX, y: collectionView!.bounds.midY)
        return attributes
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("initialLayoutAttributesForAppearingItem")
        initialCalls.append(itemIndexPath)
        let answer: UICollectionViewLayoutAttributes?
        switch listing52 {
        case .off: answer = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        case .unfiltered: answer = centred(itemIndexPath)
        case .filtered:
            answer = inserted.contains(itemIndexPath) ? centred(itemIndexPath)
                : super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
        initialAnswers[itemIndexPath] = answer
        return answer
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("finalLayoutAttributesForDisappearingItem")
        finalCalls.append(itemIndexPath)
        guard listing52 != .off, listing52 == .unfiltered || deleted.contains(itemIndexPath) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
        attributes.size = CGSize(width: GridLayout.side, height: GridLayout.side)
        attributes.alpha = 0
        attributes.center = CGPoint(x: collectionView!.bounds.midX, y: collectionView!.bounds.midY)
        return attributes
    }

    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        log.append("indexPathsToDeleteForSupplementaryView")
        return supplementaryToDelete
    }

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        log.append("indexPathsToInsertForSupplementaryView")
        return supplementaryToInsert
    }
}

/// A GRID stage over an `UpdateRecordingLayout`, laid out once, with the logs cleared.
@MainActor
func updateStage(counts: [Int], headers: Bool = false) -> (GridStage, UpdateRecordingLayout) {
    let layout = UpdateRecordingLayout()
    if headers { layout.headerHeight = 30 }
    let stage = GridStage(counts: counts, layout: layout)
    if headers {
        stage.collectionView.register(HeaderView.self, forSupplementaryViewOfKind: "Header", withReuseIdentifier: "H")
    }
    stage.sim.runUntilIdle()
    layout.log = []
    stage.dataSource.log = []
    stage.dataSource.cellRequests = []
    return (stage, layout)
}

extension IndexPath {
    /// `[section, item]` shorthand for the tests.
    static func at(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
}

/// The frame a view shows now (its presentation layer's), in its superview's coordinates.
@MainActor
func shownFrame(_ view: UIView) -> CGRect {
    view.layer.presentation()?.frame ?? view.frame
}

