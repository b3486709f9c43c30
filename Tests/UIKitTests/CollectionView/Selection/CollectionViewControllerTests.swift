import Foundation
import Testing
import UIKitTesting

/// `UICollectionViewController`: its collection view, made in `loadView()` as data source
/// and delegate, its properties' defaults, and `clearsSelectionOnViewWillAppear`.
@MainActor
@Suite("Collection view controller")
struct CollectionViewControllerTests {
    /// A controller showing `count` cells of the grid, logging selections.
    final class GridController: UICollectionViewController {
        var count = 6
        var selections: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(MyCell.self, forCellWithReuseIdentifier: "Cell")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            count
        }

        override func collectionView(_ collectionView: UICollectionView,
                                     cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selections.append(indexPath.item)
        }
    }

    /// A `GridController` as the root of a shown window, laid out.
    static func shownController() -> (Simulator, UIWindow, GridController) {
        let sim = Simulator(device: .iPhoneSE)
        let window = UIWindow(frame: sim.screen.bounds)
        let controller = GridController(collectionViewLayout: GridLayout())
        window.rootViewController = controller
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        return (sim, window, controller)
    }

    @Test("init(collectionViewLayout:): loadView makes the collection view with that layout, as data source and delegate")
    func loadsCollectionView() throws {
        let layout = GridLayout()
        let controller = GridController(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout)
        #expect(!controller.isViewLoaded)
        let collectionView = try #require(controller.collectionView)
        #expect(controller.view === collectionView)
        #expect(collectionView.collectionViewLayout === layout && layout.collectionView === collectionView)
        #expect(collectionView.dataSource === controller)
        #expect(collectionView.delegate === controller)
        #expect(collectionView.frame == UIScreen.main.bounds)
    }

    @Test("defaults: clearsSelectionOnViewWillAppear and installsStandardGestureForInteractiveMovement true, layout-to-layout transitions false")
    func defaults() {
        let _ = Simulator(device: .iPhoneSE)
        let controller = UICollectionViewController(collectionViewLayout: GridLayout())
        #expect(controller.clearsSelectionOnViewWillAppear)
        #expect(controller.installsStandardGestureForInteractiveMovement)
        #expect(!controller.useLayoutToLayoutNavigationTransitions)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 0, "no items until a subclass says so")
    }

    @Test("the subclass's overrides answer: its items show and a tap reaches its didSelect")
    func subclassOverridesAnswer() {
        let (sim, window, controller) = Self.shownController()
        defer { withExtendedLifetime((sim, window)) {} }
        #expect(controller.collectionView.visibleCells.count == 6)
        sim.tap(at: CGPoint(x: 160, y: 50))
        sim.runUntilIdle()
        #expect(controller.selections == [1])
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("viewWillAppear deselects everything when clearsSelectionOnViewWillAppear, not otherwise; no delegate calls")
    func clearsSelectionOnAppear() {
        let (sim, window, controller) = Self.shownController()
        defer { withExtendedLifetime((sim, window)) {} }
        let cv = controller.collectionView!
        cv.allowsMultipleSelection = true
        cv.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        controller.clearsSelectionOnViewWillAppear = false
        controller.viewWillAppear(false)
        #expect(cv.indexPathsForSelectedItems?.count == 2)
        controller.clearsSelectionOnViewWillAppear = true
        controller.viewWillAppear(false)
        #expect(cv.indexPathsForSelectedItems == nil)
        #expect(cv.visibleCells.allSatisfy { !$0.isSelected })
        #expect(controller.selections.isEmpty)
    }

    @Test("setting collectionView replaces the root view")
    func replacingCollectionView() {
        let _ = Simulator(device: .iPhoneSE)
        let controller = UICollectionViewController(collectionViewLayout: GridLayout())
        let other = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: GridLayout())
        controller.collectionView = other
        #expect(controller.view === other && controller.collectionView === other)
        #expect(controller.collectionViewLayout === other.collectionViewLayout)
    }
}
