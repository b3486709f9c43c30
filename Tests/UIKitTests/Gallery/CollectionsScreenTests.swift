import Foundation
import Testing
import UIKitGallery
import UIKitTesting

/// The Gallery's "Tree" screen (issue 7): UIKit's class hierarchy in the guide's tree
/// layout.
@MainActor
@Suite("Gallery: Tree screen", .serialized)
struct CollectionsScreenTests {
    /// The screen as the Gallery shows it headless: the root of a window on an iPhone 15.
    static func shown() -> (Simulator, UIWindow, CollectionsViewController) { showGalleryScreen(CollectionsViewController()) }

    @Test("issue 7 Gallery: the tree starts with NSObject in the top-left cell, its subclasses in the next column on its row")
    func tree() throws {
        let (_, window, screen) = CollectionsScreenTests.shown()
        let collectionView = screen.collectionView
        #expect(collectionView.frame.minY >= 60)
        let root = try #require(collectionView.cellForItem(at: [0, 0]) as? ClassCell)
        #expect(root.nameLabel.text == "NSObject")
        #expect(root.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
        let responder = try #require(collectionView.cellForItem(at: [1, 0]) as? ClassCell)
        #expect(responder.nameLabel.text == "UIResponder" && responder.frame.minY == root.frame.minY)
        #expect(collectionView.supplementaryView(forElementKind: ClassHierarchyLayout.connectorKind, at: [0, 0]) is ConnectorView)
        _ = window
    }

    @Test("issue 7 Gallery: the tree is larger than the screen both ways, and a drag scrolls new classes in")
    func scrolls() throws {
        let (sim, window, screen) = CollectionsScreenTests.shown()
        let collectionView = screen.collectionView
        #expect(collectionView.contentSize.width > collectionView.bounds.width)
        #expect(collectionView.contentSize.height > collectionView.bounds.height)
        let before = Set(collectionView.indexPathsForVisibleItems)
        let middle = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        sim.drag(from: middle, to: CGPoint(x: middle.x - 150, y: middle.y - 300))
        sim.advance(by: 2)
        #expect(collectionView.contentOffset.x > 0 && collectionView.contentOffset.y > 0)
        let after = Set(collectionView.indexPathsForVisibleItems)
        #expect(!after.subtracting(before).isEmpty, "classes further right and down came in")
        #expect(!before.subtracting(after).isEmpty, "the first ones left")
        for indexPath in after {
            let cell = try #require(collectionView.cellForItem(at: indexPath))
            #expect(cell.frame.intersects(collectionView.bounds))
        }
    }

}
