import Foundation
import Testing
import UIKitTesting

/// The content offset (the bounds origin), the content size and insets, the adjusted
/// insets with the safe area, and bad input.
@MainActor
@Suite("Scroll view geometry", .serialized)
struct ScrollViewGeometryTests {
    @Test("defaults are UIKit's")
    func defaults() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.contentOffset == .zero && scrollView.contentSize == .zero)
        #expect(scrollView.contentInset == .zero && scrollView.adjustedContentInset == .zero)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.clipsToBounds, "a scroll view clips its content")
        #expect(scrollView.isScrollEnabled && scrollView.bounces && scrollView.scrollsToTop)
        #expect(!scrollView.isPagingEnabled && !scrollView.isDirectionalLockEnabled)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(scrollView.decelerationRate == .normal)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998 && UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches)
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        #expect(scrollView.indicatorStyle == .default && scrollView.keyboardDismissMode == .none)
        #expect(scrollView.automaticallyAdjustsScrollIndicatorInsets)
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1)
        #expect(scrollView.bouncesZoom && scrollView.pinchGestureRecognizer == nil)
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        #expect(!scrollView.isZooming && !scrollView.isZoomBouncing)
        #expect(scrollView.panGestureRecognizer.view === scrollView)
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.panGestureRecognizer } == true)
    }

    @Test("R-GEO-6, R-DRAW-19: the content offset is the bounds origin; content moves on screen and in hit testing")
    func offsetIsBoundsOrigin() throws {
        let stage = ScrollStage(contentSize: CGSize(width: 320, height: 2000))
        let red = colouredView(CGRect(x: 0, y: 600, width: 320, height: 100), .red)
        stage.scrollView.addSubview(red)
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 550)
        #expect(stage.scrollView.bounds.origin == CGPoint(x: 0, y: 550))
        stage.scrollView.bounds.origin = CGPoint(x: 0, y: 560)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: 560))
        // Content y 600 shows 40 points below the scroll view's top: screen y 40 + 40.
        #expect(stage.window.hitTest(stage.point(y: 45), with: nil) === red)
        #expect(stage.window.hitTest(stage.point(y: 35), with: nil) === stage.scrollView)
        stage.sim.runUntilIdle()
        let pixels = RenderedPixels(stage.sim.screenshot())
        #expect(pixels[100, 2 * 85].isClose(to: .red))
        #expect(pixels[100, 2 * 75].isClose(to: .white))
        #expect(red.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 80))
    }

    @Test("A-81: setting contentOffset lays the scroll view out; each change is one scrollViewDidScroll")
    func offsetLaysOut() {
        let scrollView = CountingScrollView()
        let stage = ScrollStage(scrollView: scrollView)
        let before = scrollView.layouts
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        stage.sim.runUntilIdle()
        #expect(scrollView.layouts == before + 1)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(stage.recorder.count("didScroll") == 1, "an unchanged offset is no scroll")
        scrollView.setContentOffset(CGPoint(x: 0, y: 30), animated: false)
        #expect(stage.recorder.calls.map(\.name) == ["didScroll", "didScroll"])
        #expect(stage.recorder.calls.map(\.offset) == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 30)])
    }

    /// R-LAY-3's tiling scroll view: `layoutSubviews` keeps a 100-point tile for each row
    /// in view, recycling the ones that scrolled away.
    final class TilingScrollView: UIScrollView {
        var tiles: [Int: UIView] = [:]
        var spare: [UIView] = []
        var made = 0

        override func layoutSubviews() {
            super.layoutSubviews()
            let rows = Int((bounds.minY / 100).rounded(.down))...Int(((bounds.maxY - 1) / 100).rounded(.down))
            for (row, tile) in tiles where !rows.contains(row) {
                tile.removeFromSuperview()
                spare.append(tile)
                tiles[row] = nil
            }
            for row in rows where tiles[row] == nil && row >= 0 && CGFloat(row) * 100 < contentSize.height {
                let tile = spare.popLast() ?? { made += 1; return UIView() }()
                tile.frame = CGRect(x: 0, y: CGFloat(row) * 100, width: bounds.width, height: 100)
                addSubview(tile)
                tiles[row] = tile
            }
        }
    }

    @Test("R-LAY-3: a tiling scroll view repositions its tiles in layoutSubviews as it scrolls")
    func tiling() {
        let scrollView = TilingScrollView()
        let stage = ScrollStage(contentSize: CGSize(width: 320, height: 10_000), scrollView: scrollView)
        #expect(scrollView.tiles.count == 5)
        stage.drag(from: stage.point(y: 450), by: CGVector(dx: 0, dy: -400), steps: 10)
        stage.sim.runUntilIdle()
        let visible = scrollView.bounds
        #expect(visible.minY > 1000)
        #expect(scrollView.tiles.values.allSatisfy { $0.frame.intersects(visible) })
        #expect((0..<48).allSatisfy { step in
            scrollView.tiles.values.contains { $0.frame.contains(CGPoint(x: 10, y: visible.minY + CGFloat(step) * 10)) }
        })
        #expect(scrollView.made <= 7, "tiles are reused, not made for every row")
    }

    @Test("bad input: non-finite offsets, sizes and insets are ignored; negative sizes count as zero")
    func badInput() {
        let stage = ScrollStage()
        let scrollView = stage.scrollView
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 10)
        scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        scrollView.bounds.origin = CGPoint(x: CGFloat.nan, y: 0)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
        #expect(stage.sim.runUntilIdle() && !scrollView.isDecelerating)
        scrollView.contentSize = CGSize(width: -50, height: 700)
        #expect(scrollView.contentSize == CGSize(width: 0, height: 700))
        scrollView.contentSize = CGSize(width: CGFloat.nan, height: 10)
        #expect(scrollView.contentSize == CGSize(width: 0, height: 700))
        scrollView.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(scrollView.contentInset == .zero)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
    }

    @Test("contentInset widens the range without moving the content")
    func contentInset() {
        let stage = ScrollStage(contentSize: CGSize(width: 320, height: 1000))
        let scrollView = stage.scrollView
        scrollView.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 50, right: 0)
        #expect(scrollView.contentOffset == .zero && scrollView.adjustedContentInset == scrollView.contentInset)
        #expect(stage.recorder.sequence == ["didChangeAdjustedContentInset"])
        // The end of the range: content height + bottom inset − height.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1000 + 50 - 480))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: -100, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -30))
    }

    /// A full-screen scroll view on an iPhone 15 (safe area: top 59, bottom 34).
    private func fullScreen(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior, content: CGSize,
                            alwaysBounce: Bool = false) -> (ScrollStage, CountingScrollView) {
        let scrollView = CountingScrollView()
        scrollView.contentInsetAdjustmentBehavior = behavior
        scrollView.alwaysBounceVertical = alwaysBounce
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        let stage = ScrollStage(contentSize: content, scrollView: scrollView, frame: CGRect(x: 0, y: 0, width: 393, height: 852),
                                device: .iPhone15)
        return (stage, scrollView)
    }

    @Test("adjusted insets: .never and .always")
    func adjustedNeverAlways() {
        let (never, neverView) = fullScreen(.never, content: CGSize(width: 393, height: 3000))
        #expect(neverView.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        #expect(never.scrollView.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let (_, always) = fullScreen(.always, content: CGSize(width: 10, height: 10))
        #expect(always.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
    }

    @Test("adjusted insets: .automatic and .scrollableAxes add the safe area along the axes that scroll")
    func adjustedScrollableAxes() {
        for behavior in [UIScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes] {
            let (_, short) = fullScreen(behavior, content: CGSize(width: 393, height: 400))
            #expect(short.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
            let (_, tall) = fullScreen(behavior, content: CGSize(width: 393, height: 3000))
            #expect(tall.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
            let (_, bouncing) = fullScreen(behavior, content: CGSize(width: 393, height: 400), alwaysBounce: true)
            #expect(bouncing.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
        }
    }

    @Test("a change of the adjusted insets: the override, then the delegate; content resting at the top stays at the top")
    func adjustedInsetChange() {
        let (stage, scrollView) = fullScreen(.never, content: CGSize(width: 393, height: 400))
        let changesBefore = scrollView.adjustedInsetChanges
        #expect(scrollView.contentOffset == .zero)
        scrollView.contentInsetAdjustmentBehavior = .automatic
        #expect(scrollView.adjustedContentInset.top == 5)
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
        #expect(stage.recorder.calls.map(\.name) == ["adjustedContentInsetDidChange", "didChangeAdjustedContentInset"])
        // The content was not at the top edge (−5): it stays where it was.
        #expect(scrollView.contentOffset == .zero)
        scrollView.contentOffset = CGPoint(x: 0, y: -64)
        scrollView.contentSize = CGSize(width: 393, height: 300)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -5), "resting at the top edge: it follows the edge")
        #expect(scrollView.adjustedInsetChanges == changesBefore + 2)
    }

    @Test("safe area of the content: not passed along the axes whose safe area the inset absorbs, so a view's margins never depend on the scroll position")
    func contentSafeArea() {
        // A tall content: the vertical safe area is absorbed by the inset.
        let (tall, tallView) = fullScreen(.automatic, content: CGSize(width: 393, height: 3000))
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        tallView.addSubview(row)
        #expect(row.safeAreaInsets == .zero, "under the status bar, yet safe: the inset already keeps it clear")
        tallView.contentOffset = CGPoint(x: 0, y: 400)
        tall.sim.runUntilIdle()
        #expect(row.safeAreaInsets == .zero, "scrolled above the screen: still zero")
        #expect(row.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        // .never: nothing is absorbed, the content sees the safe area where it covers it.
        let (never, neverView) = fullScreen(.never, content: CGSize(width: 393, height: 3000))
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        neverView.addSubview(top)
        never.sim.runUntilIdle()
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 59 + neverView.contentOffset.y, left: 0, bottom: 0, right: 0))
        // A short content that does not bounce: nothing absorbed either.
        let (short, shortView) = fullScreen(.automatic, content: CGSize(width: 393, height: 400))
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        shortView.addSubview(header)
        short.sim.runUntilIdle()
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 59 + shortView.contentOffset.y, left: 0, bottom: 0, right: 0))
    }

    @Test("a full-screen list starts below the status bar")
    func startsBelowStatusBar() {
        let scrollView = UIScrollView()
        let stage = ScrollStage(contentSize: CGSize(width: 393, height: 3000), scrollView: scrollView,
                                frame: CGRect(x: 0, y: 0, width: 393, height: 852), device: .iPhone15)
        #expect(stage.scrollView.contentOffset == CGPoint(x: 0, y: -59))
    }

    @Test("scrollRectToVisible scrolls the least, within the range; nothing when already visible")
    func scrollRectToVisible() {
        let stage = ScrollStage()
        let scrollView = stage.scrollView
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: false)
        #expect(scrollView.contentOffset == .zero && stage.recorder.calls.isEmpty)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 50, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1000 - 480), "the rect's bottom at the bottom edge")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 50, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300), "the rect's top at the top edge")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 700, width: 50, height: 900), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 700), "taller than the view: its top")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 50, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2000 - 480), "clamped to the end of the range")
        #expect(stage.recorder.count("didEndScrollingAnimation") == 0)
    }
}
