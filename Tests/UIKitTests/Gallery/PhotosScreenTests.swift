import Foundation
import Testing
import UIKitGallery
import UIKitTesting

/// The Gallery's "Photos" screen (issue 7): a million generated photos in a flow layout.
@MainActor
@Suite("Gallery: Photos screen", .serialized)
struct PhotosScreenTests {
    static func shown() -> (Simulator, UIWindow, PhotosViewController) { showGalleryScreen(PhotosViewController()) }

    /// The photo cells that exist in the collection view, on screen or not.
    static func liveCells(_ screen: PhotosViewController) -> Int {
        screen.collectionView.subviews.filter { $0 is PhotoTileCell }.count
    }

    /// The photo numbers of the first `count` items of `album`, from the cells on screen.
    static func shownPhotos(_ screen: PhotosViewController, album: Int, count: Int) -> [String?] {
        (0..<count).map { (screen.collectionView.cellForItem(at: [album, $0]) as? PhotoTileCell)?.numberLabel.text }
    }

    @Test("issue 7 Gallery: a million photos in 10,000 albums; only the visible tiles have cells, headers show the albums")
    func million() throws {
        let (_, window, screen) = Self.shown()
        let collectionView = screen.collectionView
        #expect(collectionView.numberOfSections == 10_000)
        #expect((0..<collectionView.numberOfSections).reduce(0) { $0 + collectionView.numberOfItems(inSection: $1) } == 1_000_000)
        #expect(screen.headingLabel.text == "1,000,000 photos")
        let visible = collectionView.indexPathsForVisibleItems
        #expect(visible.count > 50 && visible.count < 150, "\(visible.count)")
        #expect(Self.liveCells(screen) == visible.count)
        let first = try #require(collectionView.cellForItem(at: [0, 0]) as? PhotoTileCell)
        #expect(first.numberLabel.text == "1")
        #expect(first.frame.width == 52 && first.frame.height == 52, "seven columns on an iPhone 15: \(first.frame)")
        let header = try #require(screen.header(ofAlbum: 0))
        #expect(header.titleLabel.text == "Album 1" && header.countLabel.text == "100 photos")
        _ = window
    }

    @Test("issue 7 Gallery: tapping tiles selects several; a selected tile shows its badge; tapping again deselects")
    func selection() throws {
        let (sim, window, screen) = Self.shown()
        let collectionView = screen.collectionView
        for item in [8, 9] { sim.tap(at: try #require(screen.centerOnScreen(ofItemAt: [0, item]))) }
        #expect(Set(collectionView.indexPathsForSelectedItems ?? []) == [[0, 8], [0, 9]])
        let cell = try #require(collectionView.cellForItem(at: [0, 8]) as? PhotoTileCell)
        #expect(cell.isSelected && !cell.checkBadge.isHidden)
        #expect(screen.headingLabel.text == "2 selected")
        sim.tap(at: try #require(screen.centerOnScreen(ofItemAt: [0, 8])))
        #expect(collectionView.indexPathsForSelectedItems == [[0, 9]])
        #expect(!cell.isSelected && cell.checkBadge.isHidden)
        _ = window
    }

    @Test("issue 7 Gallery: Insert adds three new photos at the start of the top album, animated, counts consistent")
    func insert() throws {
        let (sim, window, screen) = Self.shown()
        let collectionView = screen.collectionView
        let oldFirst = try #require(collectionView.cellForItem(at: [0, 0]))
        let oldFrame = oldFirst.frame
        sim.tap(at: screen.insertButton.convert(CGPoint(x: 29, y: 14), to: nil))
        #expect(collectionView.numberOfItems(inSection: 0) == 103)
        #expect(screen.library.photoCount == 1_000_003)
        #expect(screen.headingLabel.text == "1,000,003 photos")
        // Mid-animation the old first photo is on its way to the fourth place.
        sim.advance(by: 0.1)
        let moving = oldFirst.layer.presentation()?.frame ?? oldFirst.frame
        #expect(moving.minX > oldFrame.minX)
        sim.advance(by: 1)
        #expect(Self.shownPhotos(screen, album: 0, count: 5) == ["1000001", "1000002", "1000003", "1", "2"])
        #expect(collectionView.cellForItem(at: [0, 3]) === oldFirst, "a cell keeps its view across the move")
        #expect(screen.header(ofAlbum: 0)?.countLabel.text == "103 photos")
        _ = window
    }

    @Test("issue 7 Gallery: Delete removes the selected photos (else the top album's first three); the rest close up")
    func delete() throws {
        let (sim, window, screen) = Self.shown()
        let collectionView = screen.collectionView
        for item in [1, 4] { sim.tap(at: try #require(screen.centerOnScreen(ofItemAt: [0, item]))) }
        let deleteButton = screen.deleteButton.convert(CGPoint(x: 29, y: 14), to: nil)
        sim.tap(at: deleteButton)
        sim.advance(by: 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 98)
        #expect((collectionView.indexPathsForSelectedItems ?? []).isEmpty)
        #expect(Self.shownPhotos(screen, album: 0, count: 4) == ["1", "3", "4", "6"])
        sim.tap(at: deleteButton)
        sim.advance(by: 1)
        #expect(Self.shownPhotos(screen, album: 0, count: 2) == ["6", "7"])
        #expect(screen.library.photoCount == 999_995)
        #expect(Self.liveCells(screen) == collectionView.indexPathsForVisibleItems.count, "the deleted cells were recycled")
        _ = window
    }

    @Test("issue 7 Gallery: a pinch out switches to large tiles keeping the album in view; a pinch in goes back")
    func pinch() throws {
        let (sim, window, screen) = Self.shown()
        let collectionView = screen.collectionView
        collectionView.setContentOffset(CGPoint(x: 0, y: 860 * 500), animated: false)
        sim.runUntilIdle()
        let album = screen.firstVisibleAlbum
        #expect(album == 500)
        let center = CGPoint(x: collectionView.frame.midX, y: collectionView.frame.midY)
        sim.pinch(center: center, scale: 2)
        sim.advance(by: 1)
        #expect(screen.style == .large)
        #expect((collectionView.collectionViewLayout as? PhotoGridLayout)?.style == .large)
        #expect(collectionView.visibleCells.allSatisfy { $0.frame.width > 150 })
        #expect(screen.firstVisibleAlbum == album)
        sim.pinch(center: center, scale: 0.4)
        sim.advance(by: 1)
        #expect(screen.style == .dense)
        #expect(collectionView.visibleCells.allSatisfy { $0.frame.width == 52 })
        #expect(screen.firstVisibleAlbum == album)
        #expect((collectionView.indexPathsForSelectedItems ?? []).isEmpty, "a pinch selects nothing")
        _ = window
    }

    @Test("issue 7 Gallery: jumping to the middle of the million shows album 5,000 with the same few live cells")
    func farScroll() throws {
        let (sim, window, screen) = Self.shown()
        let collectionView = screen.collectionView
        let before = Self.liveCells(screen)
        collectionView.setContentOffset(CGPoint(x: 0, y: (collectionView.contentSize.height / 2).rounded()), animated: false)
        sim.runUntilIdle()
        let sections = Set(collectionView.indexPathsForVisibleItems.map(\.section))
        #expect(sections.contains(4_999) || sections.contains(5_000), "\(sections)")
        #expect(Self.liveCells(screen) <= before + 7, "live cells stay bounded: \(Self.liveCells(screen)) after \(before)")
        for offset in stride(from: 0, to: 2_000, by: 250) {
            collectionView.contentOffset.y += CGFloat(offset)
            sim.runUntilIdle()
        }
        #expect(Self.liveCells(screen) == collectionView.indexPathsForVisibleItems.count)
        _ = window
    }

    @Test("issue 7 Gallery: the library edits only what it must; bad index paths are ignored")
    func library() {
        var library = PhotoLibrary(albums: 3, photosPerAlbum: 4)
        #expect(library.photoCount == 12)
        #expect(library.photo(at: [2, 3]) == 12)
        #expect(library.insertNewPhotos(2, atStartOf: 1) == [[1, 0], [1, 1]])
        #expect((0..<6).map { library.photo(at: [1, $0]) } == [13, 14, 5, 6, 7, 8])
        #expect(Set(library.removePhotos(at: [[1, 0], [1, 3], [1, 9], [7, 0], [1, -1]])) == [[1, 0], [1, 3]])
        #expect((0..<4).map { library.photo(at: [1, $0]) } == [14, 5, 7, 8])
        #expect(library.count(inAlbum: 1) == 4 && library.photoCount == 12)
        #expect(library.removePhotos(at: []).isEmpty)
        #expect(PhotoLibrary.grouped(1_000_000) == "1,000,000")
        #expect(PhotoLibrary.grouped(999) == "999" && PhotoLibrary.grouped(-1_234) == "-1,234")
    }

    @Test("issue 15 Gallery: pulling the grid down reloads it: the spinner turns for a second of virtual time, then the grid slides back")
    func pullToRefresh() {
        let (sim, window, screen) = Self.shown()
        let collectionView = screen.collectionView
        let top = collectionView.contentOffset.y
        var point = collectionView.convert(CGPoint(x: collectionView.bounds.midX, y: top + 100), to: window)
        let finger = sim.touchDown(at: point)
        for _ in 0..<150 where !screen.refreshControl.isRefreshing {
            point.y += 4
            sim.touchMove(finger, to: point)
        }
        #expect(screen.refreshControl.isRefreshing)
        sim.touchUp(finger)
        sim.advance(by: 0.9)
        #expect(screen.refreshControl.isRefreshing)
        #expect(abs(collectionView.contentOffset.y - (top - 60)) < 0.01, "the grid rests below the spinner")
        sim.advance(by: 0.2)
        #expect(!screen.refreshControl.isRefreshing)
        sim.runUntilIdle()
        #expect(collectionView.contentOffset.y == top)
    }
}
