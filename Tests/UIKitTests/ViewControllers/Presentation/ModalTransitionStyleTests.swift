import Foundation
import Testing
import UIKitTesting

/// `.flipHorizontal` and `.partialCurl`: the presenter's page turns over or curls up, drawn by
/// the compositor's view transitions on the window (the presenter red, the presented blue).
@MainActor
@Suite("Modal flip and partial curl", .serialized)
struct ModalTransitionStyleTests {
    /// A presentation stage whose root is red, and a blue controller "B" to present.
    private func stage(_ style: UIModalTransitionStyle) -> (PresentationStage, LoggingController) {
        let stage = PresentationStage()
        stage.root.view.backgroundColor = .red
        let presented = LoggingController("B", log: stage.log)
        presented.view.backgroundColor = .blue
        presented.modalTransitionStyle = style
        return (stage, presented)
    }

    /// How many pixels of the screenshot's middle row are `color`, out of the row's width.
    private func share(of color: RenderedPixels.RGBA, inMiddleRowOf pixels: RenderedPixels) -> Double {
        let y = pixels.height / 2
        let n = (0..<pixels.width).filter { pixels[$0, y].isClose(to: color, tolerance: 8) }.count
        return Double(n) / Double(pixels.width)
    }

    private func callbacks(presenting style: UIModalTransitionStyle) -> [String] {
        let (stage, presented) = stage(style)
        stage.root.present(presented, animated: true)
        stage.sim.runUntilIdle()
        presented.dismiss(animated: true)
        stage.sim.runUntilIdle()
        return stage.log.entries
    }

    @Test("flip and curl: the appearance callbacks come in cover vertical's order, presenting and dismissing")
    func callbackOrder() {
        let expected = callbacks(presenting: .coverVertical)
        #expect(!expected.isEmpty)
        #expect(callbacks(presenting: .flipHorizontal) == expected)
        #expect(callbacks(presenting: .partialCurl) == expected)
    }

    @Test("flip horizontal takes 0.75 s: the red page narrows in perspective, then the blue one widens from edge-on")
    func flipPresentation() throws {
        let (stage, presented) = stage(.flipHorizontal)
        let sim = stage.sim
        stage.root.present(presented, animated: true)
        sim.advance(by: 0.05)
        var pixels = RenderedPixels(sim.screenshot())
        #expect(share(of: .red, inMiddleRowOf: pixels) > 0.9, "at the start the page is nearly flat")
        #expect(share(of: .blue, inMiddleRowOf: pixels) == 0)
        sim.advance(by: 0.25)
        let early = sim.screenshot()
        RenderedPixels.writePNG(early, to: "/tmp/modal-flip-early.png")
        pixels = RenderedPixels(early)
        let narrowed = share(of: .red, inMiddleRowOf: pixels)
        #expect(narrowed > 0.05 && narrowed < 0.75, "turned towards edge-on, the old page is narrow: \(narrowed)")
        #expect(share(of: .blue, inMiddleRowOf: pixels) == 0, "the back is not shown before half way")
        #expect(pixels[3, pixels.height / 2].isClose(to: .black, tolerance: 8), "black shows beside the turning page")
        sim.advance(by: 0.2)
        let late = sim.screenshot()
        RenderedPixels.writePNG(late, to: "/tmp/modal-flip-late.png")
        pixels = RenderedPixels(late)
        let widening = share(of: .blue, inMiddleRowOf: pixels)
        #expect(widening > 0.05 && widening < 0.9, "the presented view turns in on the back: \(widening)")
        #expect(share(of: .red, inMiddleRowOf: pixels) == 0)
        #expect(presented.isBeingPresented)
        #expect(sim.runUntilIdle())
        pixels = RenderedPixels(sim.screenshot())
        #expect(share(of: .blue, inMiddleRowOf: pixels) == 1)
        #expect(!presented.isBeingPresented && presented.view.window != nil && !presented.view.isHidden)
    }

    @Test("the flip's new page, flattened once for the frames of the second half, shows a change made during it at once")
    func flipShowsChangesOnItsBack() {
        let (stage, presented) = stage(.flipHorizontal)
        let sim = stage.sim
        stage.root.present(presented, animated: true)
        sim.advance(by: 0.5)
        var pixels = RenderedPixels(sim.screenshot())
        let blue = share(of: .blue, inMiddleRowOf: pixels)
        sim.advance(by: 1.0 / 60)
        pixels = RenderedPixels(sim.screenshot())
        #expect(share(of: .blue, inMiddleRowOf: pixels) > blue, "a frame later, the unchanged back has widened")
        presented.view.backgroundColor = .green
        sim.advance(by: 1.0 / 60)
        pixels = RenderedPixels(sim.screenshot())
        #expect(share(of: .green, inMiddleRowOf: pixels) > blue, "the next frame shows the new colour")
        #expect(share(of: .blue, inMiddleRowOf: pixels) == 0)
        #expect(presented.isBeingPresented)
    }

    @Test("a flip dismissal turns the blue page away and the red one in, then the presented view leaves")
    func flipDismissal() {
        let (stage, presented) = stage(.flipHorizontal)
        let sim = stage.sim
        stage.root.present(presented, animated: true)
        sim.runUntilIdle()
        presented.dismiss(animated: true)
        sim.advance(by: 0.3)
        var pixels = RenderedPixels(sim.screenshot())
        let leaving = share(of: .blue, inMiddleRowOf: pixels)
        #expect(leaving > 0.05 && leaving < 0.75, "\(leaving)")
        #expect(share(of: .red, inMiddleRowOf: pixels) == 0)
        sim.advance(by: 0.2)
        pixels = RenderedPixels(sim.screenshot())
        let arriving = share(of: .red, inMiddleRowOf: pixels)
        #expect(arriving > 0.05 && arriving < 0.9, "\(arriving)")
        #expect(sim.runUntilIdle())
        pixels = RenderedPixels(sim.screenshot())
        #expect(share(of: .red, inMiddleRowOf: pixels) == 1)
        #expect(presented.view.window == nil && !presented.view.isHidden && stage.root.presentedViewController == nil)
    }

    @Test("partial curl: the red page curls up from the bottom, stops half way and stays, the blue controller beneath")
    func curlPresentation() throws {
        let (stage, presented) = stage(.partialCurl)
        let sim = stage.sim
        stage.root.present(presented, animated: true)
        sim.advance(by: 0.375)
        let middle = sim.screenshot()
        RenderedPixels.writePNG(middle, to: "/tmp/modal-curl-middle.png")
        var pixels = RenderedPixels(middle)
        let (w, h) = (pixels.width, pixels.height)
        #expect(pixels[w - 4, h - 4].isClose(to: .blue, tolerance: 8), "the bottom-right corner lifts first")
        #expect(pixels[4, 4].isClose(to: .red, tolerance: 8))
        #expect(pixels[w / 2, h / 2].isClose(to: .red, tolerance: 8), "not yet half way")
        #expect(sim.runUntilIdle(), "the held curl does not keep the screen busy")
        let end = sim.screenshot()
        RenderedPixels.writePNG(end, to: "/tmp/modal-curl-end.png")
        pixels = RenderedPixels(end)
        #expect(pixels[w / 2, h - 4].isClose(to: .blue, tolerance: 8), "the bottom is revealed")
        #expect(pixels[4, h * 3 / 4].isClose(to: .blue, tolerance: 8))
        #expect(pixels[4, 4].isClose(to: .red, tolerance: 8), "the top of the page stays")
        let flap = pixels[w / 4, h / 3]
        #expect(!flap.isClose(to: .red, tolerance: 8) && !flap.isClose(to: .blue, tolerance: 8),
                "the page's light back, curled over it: \(flap)")
        sim.advance(by: 2)
        #expect(RenderedPixels(sim.screenshot())[w / 2, h - 4].isClose(to: .blue, tolerance: 8), "it stays curled")
        #expect(!presented.isBeingPresented && stage.root.presentedViewController === presented)
    }

    @Test("a tap on the curled page dismisses, uncurling it; a tap on the revealed controller does not")
    func curlTapDismisses() throws {
        let (stage, presented) = stage(.partialCurl)
        let sim = stage.sim
        let button = UIButton(type: .system)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        button.frame = CGRect(x: 100, y: 760, width: 190, height: 60)
        presented.view.addSubview(button)
        stage.root.present(presented, animated: true)
        sim.runUntilIdle()
        sim.tap(at: CGPoint(x: 195, y: 790))
        sim.runUntilIdle()
        #expect(taps == 1, "the revealed part takes touches")
        #expect(stage.root.presentedViewController === presented)
        sim.tap(at: CGPoint(x: 60, y: 120))
        #expect(presented.isBeingDismissed)
        sim.advance(by: 0.375)
        let pixels = RenderedPixels(sim.screenshot())
        let (w, h) = (pixels.width, pixels.height)
        #expect(pixels[4, 4].isClose(to: .red, tolerance: 8))
        #expect(pixels[w - 4, h - 4].isClose(to: .blue, tolerance: 8), "the corner comes down last")
        #expect(sim.runUntilIdle())
        #expect(stage.root.presentedViewController == nil && presented.view.window == nil)
        let end = RenderedPixels(sim.screenshot())
        #expect(share(of: .red, inMiddleRowOf: end) == 1 && end[w / 2, h - 4].isClose(to: .red, tolerance: 8))
        #expect(stage.window.layer.animationKeys() ?? [] == [], "the held curl is gone")
    }

    @Test("not animated, the curl is held at once and the controllers' callbacks come on the next turn")
    func curlNotAnimated() {
        let (stage, presented) = stage(.partialCurl)
        let sim = stage.sim
        stage.root.present(presented, animated: false)
        #expect(sim.runUntilIdle())
        let pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[pixels.width / 2, pixels.height - 4].isClose(to: .blue, tolerance: 8))
        #expect(pixels[4, 4].isClose(to: .red, tolerance: 8))
        presented.dismiss(animated: false)
        #expect(sim.runUntilIdle())
        #expect(share(of: .red, inMiddleRowOf: RenderedPixels(sim.screenshot())) == 1)
    }
}
