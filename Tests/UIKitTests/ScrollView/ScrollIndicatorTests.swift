import Foundation
import Testing
import UIKitTesting

/// The scroll indicators: thin rounded bars, subviews of the scroll view, shown while the
/// content moves, sized and placed by the visible share of the content, squashed past the
/// edges, fading out half a second after scrolling stops.
@MainActor
@Suite("Scroll indicators", .serialized)
struct ScrollIndicatorTests {
    /// The scroll view's subviews that are not content: the indicators.
    private func indicators(_ scrollView: UIScrollView, content: [UIView] = []) -> [UIView] {
        scrollView.subviews.filter { view in !content.contains { $0 === view } }
    }

    /// Drags the content up by 108 points (30 samples of 4 points) and holds the finger there.
    private func dragAndHold(_ stage: ScrollStage) -> Simulator.Finger {
        let (finger, start) = stage.fingerDown(y: 400)
        stage.move(finger, from: start, by: CGVector(dx: 0, dy: -4), samples: 1...30)
        return finger
    }

    @Test("a drag shows the vertical indicator: 3 points wide, 3 from the edge, as long as the visible share")
    func verticalIndicator() throws {
        let stage = ScrollStage()
        #expect(stage.scrollView.subviews.isEmpty, "no indicator before scrolling")
        let finger = dragAndHold(stage)
        let bars = indicators(stage.scrollView)
        #expect(bars.count == 1)
        let bar = try #require(bars.first)
        #expect(bar.alpha == 1 && !bar.isUserInteractionEnabled)
        let length: CGFloat = 474 * 480 / 2000
        let top = 108 + 3 + (108 / 1520) * (474 - length)
        #expect(bar.frame.isClose(to: CGRect(x: 314, y: top, width: 3, height: length), tolerance: 1e-9))
        #expect(bar.layer.cornerRadius == 1.5)
        stage.sim.runUntilIdle()
        let shot = stage.sim.screenshot()
        RenderedPixels.writePNG(shot, to: "/tmp/scroll-indicator.png")
        let pixels = RenderedPixels(shot)
        let screenTop = 40 + top - 108
        // Black at 35 % over the white window.
        #expect(pixels[631, Int(2 * (screenTop + length / 2))].isClose(to: RenderedPixels.RGBA(166, 166, 166, 255)))
        #expect(pixels[625, Int(2 * (screenTop + length / 2))].isClose(to: .white), "3 points from the edge")
        #expect(pixels[631, Int(2 * (screenTop - 2))].isClose(to: .white))
        #expect(stage.window.hitTest(stage.point(x: 315, y: screenTop - 40 + 10), with: nil) === stage.scrollView,
                "the indicator takes no touches")
        stage.sim.touchUp(finger)
    }

    @Test("indicators fade out over 0.25 s from 0.5 s after scrolling stops; a new drag shows them again, above the content")
    func hiding() throws {
        let stage = ScrollStage()
        let content = colouredView(CGRect(x: 0, y: 0, width: 320, height: 2000), .yellow)
        stage.scrollView.addSubview(content)
        let finger = dragAndHold(stage)
        stage.sim.advance(by: 0.2)
        stage.sim.touchUp(finger)
        let bar = try #require(indicators(stage.scrollView, content: [content]).first)
        let middle = Int(2 * (40 + bar.frame.midY - stage.scrollView.contentOffset.y))
        stage.sim.advance(by: 0.45)
        #expect(bar.alpha == 1)
        stage.sim.advance(by: 0.05)
        #expect(bar.alpha == 0, "the model value is 0 from the start of the fade")
        stage.sim.advance(by: 0.1)
        let fading = try #require(bar.layer.presentation()).opacity
        #expect(abs(fading - 0.6) < 1e-6, "0.1 s into the 0.25 s fade")
        // Black at 35 % × 0.6 over the yellow content.
        #expect(RenderedPixels(stage.sim.screenshot())[631, middle].isClose(to: RenderedPixels.RGBA(201, 201, 0, 255)))
        stage.sim.runUntilIdle()
        #expect(RenderedPixels(stage.sim.screenshot())[631, middle].isClose(to: RenderedPixels.RGBA(255, 255, 0, 255)))
        stage.scrollView.addSubview(colouredView(CGRect(x: 0, y: 0, width: 10, height: 10), .blue))
        stage.sim.touchUp(dragAndHold(stage))
        #expect(bar.alpha == 1 && stage.scrollView.subviews.last === bar)
    }

    @Test("after a fling the indicator stays until 0.5 s after the deceleration ends, then fades")
    func hidingAfterDeceleration() throws {
        let stage = ScrollStage()
        stage.drag(from: stage.point(y: 400), by: CGVector(dx: 0, dy: -120), steps: 12)
        let bar = try #require(stage.scrollView.subviews.first)
        stage.sim.runUntilIdle()
        let end = try #require(stage.recorder.last("didEndDecelerating")).time
        let fadeEnd = end + 0.5 + 0.25
        #expect(bar.alpha == 0 && CACurrentMediaTime() > fadeEnd - 1e-9 && CACurrentMediaTime() < fadeEnd + 1.0 / 60 + 1e-9)
    }

    @Test("past the top the indicator shortens by the overshoot, down to 7 points, pinned to its end")
    func squashed() throws {
        let stage = ScrollStage()
        let (finger, start) = stage.fingerDown(y: 100)
        stage.move(finger, from: start, by: CGVector(dx: 0, dy: 5), samples: 1...12)
        let bar = try #require(stage.scrollView.subviews.first)
        let shown = -stage.scrollView.contentOffset.y
        #expect(shown > 20)
        #expect(abs(bar.frame.height - (474 * 480 / 2000 - shown)) < 1e-9)
        #expect(abs(bar.frame.minY - (stage.scrollView.bounds.minY + 3)) < 1e-9)
        stage.move(finger, from: start, by: CGVector(dx: 0, dy: 5), samples: 13...80)
        #expect(bar.frame.height == 7)
        stage.sim.touchUp(finger)
    }

    @Test("content scrolling both ways: both indicators, each leaving the corner to the other")
    func bothIndicators() {
        let stage = ScrollStage(contentSize: CGSize(width: 1000, height: 2000))
        stage.drag(from: stage.point(x: 200, y: 400), by: CGVector(dx: -40, dy: -40), steps: 10, hold: 0.1)
        let bars = stage.scrollView.subviews
        #expect(bars.count == 2)
        let offset = stage.scrollView.contentOffset
        let vertical = bars.first { $0.frame.width == 3 }, horizontal = bars.first { $0.frame.height == 3 }
        #expect(vertical?.frame.minX == offset.x + 314 && horizontal?.frame.minY == offset.y + 474)
        let verticalTrack: CGFloat = 480 - 6 - 6, horizontalTrack: CGFloat = 320 - 6 - 6
        #expect(abs((vertical?.frame.height ?? 0) - verticalTrack * 480 / 2000) < 1e-9)
        #expect(abs((horizontal?.frame.width ?? 0) - max(36, horizontalTrack * 320 / 1000)) < 1e-9)
    }

    @Test("no indicator when it is turned off or the content fits; flashScrollIndicators shows them for 1 s")
    func configuration() throws {
        let stage = ScrollStage()
        stage.scrollView.showsVerticalScrollIndicator = false
        stage.drag(from: stage.point(y: 400), by: CGVector(dx: 0, dy: -100), steps: 10, hold: 0.1)
        #expect(stage.scrollView.subviews.isEmpty)
        stage.scrollView.showsVerticalScrollIndicator = true
        stage.scrollView.flashScrollIndicators()
        let bar = try #require(stage.scrollView.subviews.first)
        #expect(bar.alpha == 1)
        stage.sim.advance(by: 0.99)
        #expect(bar.alpha == 1)
        stage.sim.advance(by: 0.01)
        #expect(bar.alpha == 0)
        let fits = ScrollStage(contentSize: CGSize(width: 320, height: 400))
        fits.scrollView.flashScrollIndicators()
        #expect(fits.scrollView.subviews.isEmpty)
    }

    @Test("indicator styles: translucent black, or white for dark content")
    func styles() throws {
        let stage = ScrollStage()
        stage.window.backgroundColor = .black
        stage.scrollView.indicatorStyle = .white
        stage.scrollView.flashScrollIndicators()
        #expect(stage.scrollView.subviews.count == 1)
        stage.sim.advance(by: 0.1)
        let pixels = RenderedPixels(stage.sim.screenshot())
        #expect(pixels[631, 2 * 80].isClose(to: RenderedPixels.RGBA(128, 128, 128, 255)))
    }
}
