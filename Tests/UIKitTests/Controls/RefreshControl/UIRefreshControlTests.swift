import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// UIRefreshControl in a full-screen scroll view on an iPhone 15: the pull that starts a
/// refresh during the drag, the inset while refreshing, the ticks appearing with the pull,
/// `beginRefreshing()` and `endRefreshing()`, where the control sits, and bad input.
@MainActor
@Suite("UIRefreshControl", .serialized)
struct UIRefreshControlTests {
    @Test("a pull past 100 points of overscroll starts refreshing during the drag and sends .valueChanged once")
    func pullStartsRefreshingDuringDrag() {
        let stage = RefreshStage()
        var pullBefore: CGFloat = 0
        let (finger, start) = stage.pullDown(until: { stage.control.isRefreshing }) {
            if !stage.control.isRefreshing { pullBefore = stage.pull }
        }
        #expect(stage.control.isRefreshing && stage.control.spinner.isAnimating)
        #expect(stage.scrollView.isDragging, "it started while the finger is down")
        #expect(pullBefore < 100 && stage.pull >= 100 && stage.pull < 102)
        #expect(stage.valueChanges == 1)
        // While refreshing, the adjusted inset is larger by the control's height; the
        // content does not jump when it grows, and pulling on sends nothing more.
        #expect(stage.scrollView.adjustedContentInset.top == RefreshStage.safeTop + 60)
        #expect(stage.scrollView.contentInset == .zero)
        var point = start
        var offset = stage.scrollView.contentOffset.y
        for _ in 0..<30 {
            point.y += 4
            stage.sim.touchMove(finger, to: point)
            let moved = offset - stage.scrollView.contentOffset.y
            #expect(moved > 0 && moved < 4)
            offset = stage.scrollView.contentOffset.y
        }
        #expect(stage.valueChanges == 1)
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.valueChanges == 1)
    }

    @Test("after the lift the content settles with the control shown under the safe area's top until endRefreshing")
    func settlesShowingControl() {
        let stage = RefreshStage()
        let (finger, _) = stage.pullDown(until: { stage.pull > 140 })
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.control.isRefreshing)
        #expect(abs(stage.scrollView.contentOffset.y + RefreshStage.safeTop + 60) < 0.01)
        #expect(stage.scrollView.adjustedContentInset.top == RefreshStage.safeTop + 60)
        #expect(stage.control.frame == CGRect(x: 0, y: -60, width: 393, height: 60))
        let onScreen = stage.control.convert(stage.control.bounds, to: stage.window)
        #expect(abs(onScreen.minY - RefreshStage.safeTop) < 0.01 && onScreen.height == 60)
        #expect(stage.scrollView.subviews.first === stage.control, "behind the content")
        // The spinner turns there, at the middle of the control.
        let centre = stage.control.convert(stage.control.spinner.center, to: stage.window)
        #expect(abs(centre.x - 196.5) < 0.01 && abs(centre.y - RefreshStage.safeTop - 30) < 0.01)
        #expect(stage.ticksShown(darkerThan: 240) == Array(repeating: true, count: 8), "all eight, fading behind the leading one")
        #expect(stage.ticksShown().filter { $0 }.count == 4)
    }

    @Test("endRefreshing slides the content back, animated, with no delegate end call, and stops the spinner")
    func endRefreshingAnimatesBack() {
        let stage = RefreshStage()
        let (finger, _) = stage.pullDown(until: { stage.control.isRefreshing })
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        stage.recorder.calls = []
        stage.control.endRefreshing()
        #expect(!stage.control.isRefreshing && !stage.control.spinner.isAnimating)
        #expect(stage.scrollView.adjustedContentInset.top == RefreshStage.safeTop)
        #expect(abs(stage.scrollView.contentOffset.y + RefreshStage.safeTop + 60) < 0.01, "it moves from the next frame")
        stage.sim.advance(by: 0.15)
        let halfway = stage.scrollView.contentOffset.y
        #expect(halfway > -RefreshStage.safeTop - 59 && halfway < -RefreshStage.safeTop - 1)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == -RefreshStage.safeTop)
        #expect(stage.recorder.count("didScroll") > 2)
        #expect(stage.recorder.count("didEndScrollingAnimation") == 0 && stage.recorder.count("didEndDecelerating") == 0)
        #expect(stage.ticksShown() == Array(repeating: false, count: 8), "no tick at rest")
        #expect(stage.valueChanges == 1)
    }

    @Test("endRefreshing while the content still springs back from the lift takes it to the top, not to the control")
    func endedDuringTheBounce() {
        let stage = RefreshStage()
        let (finger, _) = stage.pullDown(until: { stage.pull > 150 })
        stage.sim.touchUp(finger)
        stage.sim.advance(by: 0.1)
        #expect(stage.scrollView.isDecelerating && stage.pull > 60)
        stage.control.endRefreshing()
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == -RefreshStage.safeTop && !stage.scrollView.isDecelerating)
    }

    @Test("endRefreshing during a fling towards the top: the fling's bounce ends at the top without the control")
    func endedDuringAFling() {
        let stage = RefreshStage()
        stage.control.beginRefreshing()
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        stage.sim.drag(from: CGPoint(x: 196, y: 300), to: CGPoint(x: 196, y: 500), duration: 0.1)
        #expect(stage.scrollView.isDecelerating && stage.scrollView.contentOffset.y > -RefreshStage.safeTop)
        stage.control.endRefreshing()
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == -RefreshStage.safeTop && !stage.scrollView.isDecelerating)
    }

    @Test("beginRefreshing spins and insets without moving the content and without sending .valueChanged")
    func beginRefreshingFromCode() {
        let stage = RefreshStage()
        stage.control.beginRefreshing()
        #expect(stage.control.isRefreshing && stage.control.spinner.isAnimating)
        #expect(stage.scrollView.adjustedContentInset.top == RefreshStage.safeTop + 60)
        #expect(stage.scrollView.contentOffset.y == -RefreshStage.safeTop, "at the top, the content stays where it is")
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == -RefreshStage.safeTop)
        #expect(stage.valueChanges == 0)
        // The app shows the control by scrolling to the new top; the spinner turns there.
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: -RefreshStage.safeTop - 60), animated: false)
        #expect(stage.ticksShown().contains(true))
        stage.control.endRefreshing()
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == -RefreshStage.safeTop && stage.valueChanges == 0)
    }

    @Test("pulling shows the spinner's ticks one by one, clockwise from the top: one per 12.5 points of pull")
    func ticksAppearWithThePull() {
        let stage = RefreshStage()
        var seen: [Int] = []
        let (finger, _) = stage.pullDown(until: { stage.control.isRefreshing }) {
            guard !stage.control.isRefreshing else { return }
            let expected = min(8, Int(stage.pull / 12.5))
            guard expected != seen.last else { return }
            seen.append(expected)
            #expect(stage.ticksShown() == (0..<8).map { $0 < expected }, "\(stage.pull) points of pull")
        }
        #expect(seen == Array(0...7))
        stage.sim.touchUp(finger)
    }

    @Test("the control sits above the content's top, stretches under the safe area's top past 60 points, and scrolls away")
    func placementFollowsTheScroll() {
        let stage = RefreshStage()
        let (finger, _) = stage.pullDown(until: { stage.pull > 80 })
        let pull = stage.pull
        #expect(abs(stage.control.frame.minY + pull) < 1e-9 && abs(stage.control.frame.height - pull) < 1e-9)
        let centre = stage.control.convert(stage.control.spinner.center, to: stage.window)
        #expect(abs(centre.y - RefreshStage.safeTop - 30) < 0.01, "the spinner stays under the safe area's top")
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        stage.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(stage.control.frame == CGRect(x: 0, y: -60, width: 393, height: 60))
        #expect(!stage.control.convert(stage.control.bounds, to: stage.window).intersects(stage.window.bounds))
    }

    @Test("after a refresh ends, the next pull refreshes again: one .valueChanged per pull")
    func oneEventPerPull() {
        let stage = RefreshStage()
        for pulls in 1...2 {
            let (finger, _) = stage.pullDown(until: { stage.pull > 150 })
            stage.sim.touchUp(finger)
            stage.sim.runUntilIdle()
            #expect(stage.valueChanges == pulls)
            stage.control.endRefreshing()
            stage.sim.runUntilIdle()
        }
    }

    @Test("a refresh ended while the finger still pulls does not start another until the pull has gone back")
    func endedDuringThePull() {
        let stage = RefreshStage()
        let (finger, point) = stage.pullDown(until: { stage.pull > 130 })
        stage.control.endRefreshing()
        #expect(stage.scrollView.contentOffset.y < -RefreshStage.safeTop - 100, "the finger holds the content")
        stage.sim.touchMove(finger, to: CGPoint(x: point.x, y: point.y + 8))
        #expect(!stage.control.isRefreshing && stage.valueChanges == 1)
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == -RefreshStage.safeTop)
    }

    @Test("the spinner takes the control's own tintColor; an inherited tint leaves it gray")
    func tintColor() {
        let stage = RefreshStage()
        #expect(stage.control.spinner.color == .secondaryLabel)
        stage.window.tintColor = .systemPink
        #expect(stage.control.spinner.color == .secondaryLabel)
        stage.control.tintColor = .systemRed
        #expect(stage.control.spinner.color == .systemRed)
        stage.control.beginRefreshing()
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: -RefreshStage.safeTop - 60), animated: false)
        let pixels = RenderedPixels(stage.sim.screenshot())
        let centre = stage.control.convert(stage.control.spinner.center, to: stage.window)
        let top = stage.pixel(pixels, CGPoint(x: centre.x, y: centre.y - 6.5))
        #expect(top.isClose(to: .over(white: .systemRed), tolerance: 3), "the leading tick, at full strength")
        stage.control.tintColor = nil
        #expect(stage.control.spinner.color == .secondaryLabel)
    }

    @Test("attributedTitle shows under the spinner, fading in with the pull")
    func attributedTitle() {
        let stage = RefreshStage()
        stage.control.attributedTitle = NSAttributedString(string: "Updated just now")
        stage.sim.runUntilIdle()
        let label = try! #require(stage.control.titleLabel)
        #expect(label.attributedText?.string == "Updated just now" && label.alpha == 0)
        #expect(stage.control.spinner.center.y == 22 && label.frame == CGRect(x: 0, y: 36, width: 393, height: 18))
        let (finger, _) = stage.pullDown(until: { stage.pull > 50 })
        #expect(label.alpha == 0.5)
        stage.sim.touchUp(finger)
        stage.control.beginRefreshing()
        #expect(label.alpha == 1)
        stage.control.attributedTitle = nil
        #expect(label.isHidden)
    }

    @Test("a drag that starts on the shown control scrolls the content")
    func dragFromTheControl() {
        let stage = RefreshStage()
        stage.control.beginRefreshing()
        stage.scrollView.setContentOffset(CGPoint(x: 0, y: -RefreshStage.safeTop - 60), animated: false)
        let start = CGPoint(x: 196, y: RefreshStage.safeTop + 30)
        #expect(stage.window.hitTest(start, with: nil)?.isDescendant(of: stage.control) == true)
        stage.sim.drag(from: start, to: CGPoint(x: 196, y: start.y - 300), duration: 0.5)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y > 100)
    }

    @Test("appearance: a proxy's attributedTitle and tintColor reach a refresh control entering a window")
    func appearanceProxy() {
        let stage = RefreshStage()
        let title = NSAttributedString(string: "Pull to refresh")
        UIRefreshControl.appearance().attributedTitle = title
        UIRefreshControl.appearance().tintColor = .systemOrange
        let control = UIRefreshControl()
        stage.scrollView.refreshControl = control
        #expect(control.attributedTitle == title && control.spinner.color == .systemOrange)
    }

    @Test("bad input: endRefreshing when not refreshing and beginRefreshing twice do nothing more")
    func repeatedCalls() {
        let stage = RefreshStage()
        stage.control.endRefreshing()
        #expect(!stage.control.isRefreshing && stage.scrollView.adjustedContentInset.top == RefreshStage.safeTop)
        stage.control.beginRefreshing()
        stage.control.beginRefreshing()
        #expect(stage.scrollView.adjustedContentInset.top == RefreshStage.safeTop + 60)
        stage.control.endRefreshing()
        stage.control.endRefreshing()
        #expect(stage.scrollView.adjustedContentInset.top == RefreshStage.safeTop && stage.valueChanges == 0)
        // A control in no scroll view keeps its state only.
        let loose = UIRefreshControl()
        loose.beginRefreshing()
        #expect(loose.isRefreshing)
        loose.endRefreshing()
        #expect(!loose.isRefreshing && loose.frame.size == CGSize(width: 320, height: 60))
    }

    @Test("bad input: a refresh control given to a second scroll view leaves the first, taking its refresh along")
    func assignedToTwoScrollViews() {
        let stage = RefreshStage()
        stage.control.beginRefreshing()
        let other = UIScrollView(frame: stage.window.bounds)
        other.contentSize = CGSize(width: 393, height: 2000)
        stage.window.addSubview(other)
        stage.sim.runUntilIdle()
        other.refreshControl = stage.control
        #expect(stage.scrollView.refreshControl == nil && other.refreshControl === stage.control)
        #expect(stage.control.superview === other && other.subviews.first === stage.control)
        #expect(stage.scrollView.adjustedContentInset.top == RefreshStage.safeTop)
        #expect(other.adjustedContentInset.top == RefreshStage.safeTop + 60)
        // Set again, or set to nil: no change, then removed.
        other.refreshControl = stage.control
        #expect(other.subviews.filter { $0 === stage.control }.count == 1)
        other.refreshControl = nil
        #expect(stage.control.superview == nil && other.adjustedContentInset.top == RefreshStage.safeTop)
        stage.control.endRefreshing()
        #expect(!stage.control.isRefreshing)
    }

    @Test("bad input: the refresh control removed while refreshing and shown: the content slides back")
    func removedWhileRefreshing() {
        let stage = RefreshStage()
        let (finger, _) = stage.pullDown(until: { stage.pull > 140 })
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        stage.scrollView.refreshControl = nil
        #expect(stage.scrollView.adjustedContentInset.top == RefreshStage.safeTop)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == -RefreshStage.safeTop)
        #expect(stage.control.isRefreshing, "the control's own state is the app's to end")
        stage.control.endRefreshing()
        #expect(!stage.control.isRefreshing)
    }

    @Test("bad input: a scroll view taken out of its window while refreshing ends its refresh without animating")
    func scrollViewRemovedWhileRefreshing() {
        let stage = RefreshStage()
        let (finger, _) = stage.pullDown(until: { stage.pull > 140 })
        stage.sim.touchUp(finger)
        stage.sim.advance(by: 0.1)
        stage.scrollView.removeFromSuperview()
        stage.sim.runUntilIdle()
        stage.control.endRefreshing()
        let scrollView = stage.scrollView
        #expect(scrollView.contentOffset.y == -scrollView.adjustedContentInset.top, "at rest at once")
        stage.window.addSubview(scrollView)
        stage.sim.runUntilIdle()
        #expect(scrollView.contentOffset.y == -RefreshStage.safeTop)
        #expect(stage.valueChanges == 1)
    }

    @Test("a refresh control added as a subview (before iOS 10) follows the scroll view too")
    func addedAsSubview() {
        let stage = RefreshStage()
        stage.scrollView.refreshControl = nil
        let control = UIRefreshControl()
        stage.scrollView.addSubview(control)
        #expect(stage.scrollView.refreshControl === control)
        stage.log.watch(control, [("valueChanged", .valueChanged)])
        let (finger, _) = stage.pullDown(until: { control.isRefreshing })
        stage.sim.touchUp(finger)
        #expect(stage.valueChanges == 1)
    }

    @Test("in a collection view the control sits in front of the background view, behind the cells, and refreshes")
    func collectionView() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = SquaresSource()
        collection.dataSource = source
        collection.backgroundView = colouredView(.zero, .systemGroupedBackground)
        let stage = RefreshStage(scrollView: collection)
        let subviews = collection.subviews
        let controlIndex = try! #require(subviews.firstIndex { $0 === stage.control })
        let cells = subviews.indices.filter { subviews[$0] is UICollectionViewCell }
        #expect(!cells.isEmpty && cells.allSatisfy { $0 > controlIndex })
        #expect(subviews.firstIndex { $0 === collection.backgroundView }! < controlIndex)
        let (finger, _) = stage.pullDown(until: { stage.control.isRefreshing })
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.valueChanges == 1)
        #expect(collection.adjustedContentInset.top == RefreshStage.safeTop + 60)
        #expect(stage.ticksShown(darkerThan: 240) == Array(repeating: true, count: 8), "the spinner shows in front of the background")
    }
}

/// Sixty blue squares for the collection view test.
@MainActor
private final class SquaresSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = .systemBlue
        return cell
    }
}
