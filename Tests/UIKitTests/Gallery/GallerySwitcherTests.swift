import Testing
@_spi(Testing) import UIKit
import UIKitTesting
@testable import UIKitGallery

/// The live Gallery switches screens with a real segmented control.
@MainActor @Suite("Gallery: the screen switcher", .serialized)
struct GallerySwitcherTests {
    @Test("issue 15 Gallery: the switcher is a UISegmentedControl with one segment per screen, the first selected, its titles shrunk alike to fit")
    func switcherIsASegmentedControl() throws {
        let sim = Simulator(device: .iPhone15)
        let window = try #require(sim.launch(delegate: GalleryAppDelegate.self).window)
        sim.runUntilIdle()
        let root = try #require(window.rootViewController?.view)
        let switcher = try #require(root.subviews.last as? UISegmentedControl)
        #expect((0..<switcher.numberOfSegments).map { switcher.titleForSegment(at: $0) } == GalleryScreen.all.map(\.title))
        #expect(switcher.selectedSegmentIndex == 0)
        let font = try #require(switcher.titleTextAttributes(for: .normal)?[.font] as? UIFont)
        // Nine titles on a phone's width: smaller than UIKit's 13 points, but not below 6.
        #expect(font.pointSize < 13 && font.pointSize >= 6, "\(font.pointSize)")
        // Each title fits its segment in the selected weight, with UISegmentedControl's
        // least margins (6 points a side): none is truncated, whichever is chosen.
        for segment in 0..<switcher.numberOfSegments {
            let frame = try #require(switcher.testingSegmentFrame(at: segment))
            let title = try #require(switcher.titleForSegment(at: segment))
            let bold = UIFont.systemFont(ofSize: font.pointSize, weight: .semibold)
            #expect(title.size(withAttributes: [.font: bold]).width.rounded(.up) + 12 <= frame.width + 0.5,
                    "\(title) in \(frame)")
        }
    }

    @Test("issue 15 Gallery: tapping a segment shows its screen; the live-window test's click lands on Tree")
    func tappingASegmentShowsItsScreen() throws {
        let sim = Simulator(device: .iPhone15)
        let window = try #require(sim.launch(delegate: GalleryAppDelegate.self).window)
        sim.runUntilIdle()
        let root = try #require(window.rootViewController?.view)
        let switcher = try #require(root.subviews.last as? UISegmentedControl)
        let tree = try #require(GalleryScreen.all.firstIndex { $0.title == "Tree" })
        let segment = try #require(switcher.testingSegmentFrame(at: tree))
        #expect(switcher.convert(segment, to: nil).contains(LiveWindowTests.treeSegment), "\(switcher.convert(segment, to: nil))")
        sim.tap(at: LiveWindowTests.treeSegment)
        sim.runUntilIdle()
        #expect(switcher.selectedSegmentIndex == tree)
        #expect(root.subviews.first?.next is CollectionsViewController)
    }
}
