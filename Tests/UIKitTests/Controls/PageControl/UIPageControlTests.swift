import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// UIPageControl: pages and UIKit's pinning, sizes, taps and scrubbing with their events and
/// interaction states, many pages in a narrow control, background styles, indicator images,
/// directions, and the dots read from pixels.
@MainActor
@Suite("UIPageControl", .serialized)
struct UIPageControlTests {
    /// A page control at (10, 300, 300, 26) in a fresh 320 × 480 dark gray window (the
    /// default dots are white) at scale 1, its events logged. With five pages the dots' centres are at x = 118, 134, 150, 166
    /// and 182 in the control (y = 13).
    @MainActor
    final class Stage {
        let sim: Simulator
        let window: UIWindow
        let control: UIPageControl
        let log = ControlEventLog()
        /// `currentPage` and `interactionState` when each `.valueChanged` came.
        var seen: [(page: Int, state: UIPageControl.InteractionState)] = []

        init(pages: Int = 5, current: Int = 2, configure: (UIPageControl) -> Void = { _ in }) {
            (sim, window) = makeScenarioWindow(background: UIPageControlTests.dark)
            let control = UIPageControl(frame: CGRect(x: 10, y: 300, width: 300, height: 26))
            self.control = control
            control.numberOfPages = pages
            control.currentPage = current
            configure(control)
            window.addSubview(control)
            log.watch(control)
            control.addAction(UIAction { [unowned self] _ in
                self.seen.append((control.currentPage, control.interactionState))
            }, for: .valueChanged)
            sim.runUntilIdle()
        }

        /// A point of the control (x along it, y = 13 by default), in the window.
        func point(_ x: CGFloat, _ y: CGFloat = 13) -> CGPoint {
            CGPoint(x: x + 10, y: y + 300)
        }

        var changes: [String] { log.names.filter { $0 == "valueChanged" || $0 == "primary" } }

        func pixels() -> RenderedPixels { RenderedPixels(sim.screenshot()) }
    }

    static func square(_ side: CGFloat) -> UIImage { UISegmentedControlTests.square(side) }

    /// The stages' background: the default dots are white, made for dark or photographic
    /// backgrounds (or the platter).
    static let dark = UIColor(white: 0.2, alpha: 1)
    static let darkPixel = RenderedPixels.RGBA(51, 51, 51, 255)
    /// White at 30 % over `dark`.
    static let translucentWhiteOverDark = RenderedPixels.RGBA(112, 112, 112, 255)

    // MARK: Pages

    @Test("defaults: no pages, page 0, dots in default colours, automatic background, scrubbing allowed, natural direction")
    func defaults() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0 && !control.hidesForSinglePage)
        #expect(control.pageIndicatorTintColor == nil && control.currentPageIndicatorTintColor == nil)
        #expect(control.backgroundStyle == .automatic && control.interactionState == .none)
        #expect(control.allowsContinuousInteraction && control.direction == .natural && !control.defersCurrentPageDisplay)
        #expect(control.preferredIndicatorImage == nil && control.preferredCurrentPageIndicatorImage == nil)
        #expect(control.indicatorImage(forPage: 0) == nil && control.currentPageIndicatorImage(forPage: 0) == nil)
        #expect(control.intrinsicContentSize == CGSize(width: 0, height: 26))
        #expect(UIPageControl.BackgroundStyle.minimal.rawValue == 2 && UIPageControl.InteractionState.continuous.rawValue == 2)
        #expect(UIPageControl.Direction.bottomToTop.rawValue == 4)
    }

    @Test("currentPage is pinned to 0…numberOfPages − 1, also when the page count drops; negative counts are 0; code sends nothing")
    func pinning() {
        let stage = Stage()
        let control = stage.control
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = -3
        #expect(control.currentPage == 0)
        control.currentPage = 4
        control.numberOfPages = 3
        #expect(control.currentPage == 2)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        control.currentPage = Int.max
        #expect(control.currentPage == 0)
        stage.sim.runUntilIdle()
        #expect(stage.log.names.isEmpty)
    }

    @Test("size(forNumberOfPages:): 16-point slots plus 6 points at each end, 26 tall; vertical directions swap; the intrinsic size follows")
    func sizes() {
        let control = UIPageControl()
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 92, height: 26))
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 28, height: 26))
        #expect(control.size(forNumberOfPages: -4) == CGSize(width: 0, height: 26))
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == CGSize(width: 60, height: 26) && control.sizeThatFits(.zero) == control.intrinsicContentSize)
        control.direction = .topToBottom
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 26, height: 92))
    }

    @Test("the dots: 7 points, 16 apart, centred in the bounds")
    func dotLayout() {
        let stage = Stage()
        let frames = stage.control.testingIndicatorFrames
        #expect(frames.map(\.page) == [0, 1, 2, 3, 4])
        #expect(frames.map(\.frame) == [118, 134, 150, 166, 182].map { CGRect(x: $0 - 3.5, y: 9.5, width: 7, height: 7) })
    }

    // MARK: Taps and scrubbing

    @Test("a tap after the current dot goes forward a page, before it back, each sending valueChanged then the primary action once")
    func taps() {
        let stage = Stage()
        stage.sim.tap(at: stage.point(250))
        #expect(stage.control.currentPage == 3 && stage.changes == ["valueChanged", "primary"])
        #expect(stage.seen.map(\.page) == [3] && stage.seen.map(\.state) == [.discrete])
        #expect(stage.control.interactionState == .none)
        stage.sim.tap(at: stage.point(20))
        stage.sim.tap(at: stage.point(140))
        #expect(stage.control.currentPage == 1 && stage.seen.map(\.page) == [3, 2, 1])
    }

    @Test("a tap that cannot move (past the last or first page) sends nothing; nor does a lift far outside")
    func tapsAtEnds() {
        let stage = Stage(current: 4)
        stage.sim.tap(at: stage.point(280))
        #expect(stage.control.currentPage == 4 && stage.changes.isEmpty)
        stage.control.currentPage = 0
        stage.sim.tap(at: stage.point(5))
        #expect(stage.control.currentPage == 0 && stage.changes.isEmpty)
        let finger = stage.sim.touchDown(at: stage.point(250))
        stage.sim.touchMove(finger, to: stage.point(250, -150))
        stage.sim.touchUp(finger)
        #expect(stage.control.currentPage == 0 && stage.changes.isEmpty)
    }

    @Test("right to left (or a natural direction in a right-to-left layout) the first page is at the right, and taps mirror")
    func rightToLeft() {
        let stage = Stage { $0.direction = .rightToLeft }
        #expect(stage.control.testingIndicatorFrames.map(\.page) == [4, 3, 2, 1, 0])
        stage.sim.tap(at: stage.point(250))
        #expect(stage.control.currentPage == 1)
        let natural = UIPageControl(frame: CGRect(x: 0, y: 0, width: 300, height: 26))
        natural.numberOfPages = 3
        natural.semanticContentAttribute = .forceRightToLeft
        #expect(natural.testingIndicatorFrames.map(\.page) == [2, 1, 0])
    }

    @Test("top to bottom the dots run down the middle and taps below the current dot go forward")
    func vertical() {
        let stage = Stage { control in
            control.frame = CGRect(x: 10, y: 100, width: 26, height: 300)
            control.direction = .topToBottom
        }
        let frames = stage.control.testingIndicatorFrames
        #expect(frames.allSatisfy { $0.frame.midX == 13 } && frames.map(\.frame.midY) == [118, 134, 150, 166, 182])
        stage.sim.tap(at: CGPoint(x: 23, y: 100 + 250))
        #expect(stage.control.currentPage == 3)
        stage.control.direction = .bottomToTop
        #expect(stage.control.testingIndicatorFrames.map(\.page) == [4, 3, 2, 1, 0])
    }

    @Test("scrubbing: touch down and drag along the dots; currentPage follows the finger with valueChanged per change, continuous")
    func scrubbing() {
        let stage = Stage(current: 0)
        let (sim, control) = (stage.sim, stage.control)
        let finger = sim.touchDown(at: stage.point(118))
        #expect(control.interactionState == .none)
        for x in stride(from: 122, through: 230, by: 4) {
            sim.touchMove(finger, to: stage.point(CGFloat(x)))
        }
        #expect(control.interactionState == .continuous)
        sim.touchUp(finger)
        #expect(control.currentPage == 4 && control.interactionState == .none)
        #expect(stage.seen.map(\.page) == [1, 2, 3, 4] && stage.seen.allSatisfy { $0.state == .continuous })
        #expect(stage.changes == Array(repeating: ["valueChanged", "primary"], count: 4).flatMap { $0 })
        stage.seen = []
        sim.drag(from: stage.point(182), to: stage.point(0), duration: 0.3)
        #expect(control.currentPage == 0 && stage.seen.map(\.page) == [3, 2, 1, 0], "beyond the row the first page")
    }

    @Test("without continuous interaction a drag is a tap at its lift: one page")
    func noScrubbing() {
        let stage = Stage(current: 0) { $0.allowsContinuousInteraction = false }
        stage.sim.drag(from: stage.point(118), to: stage.point(230), duration: 0.3)
        #expect(stage.control.currentPage == 1 && stage.seen.map(\.state) == [.discrete])
    }

    @Test("a superview's single tap does not fire over an enabled page control; a disabled one lets it")
    func superviewTap() {
        let stage = Stage()
        let actions = ActionLog()
        stage.window.addGestureRecognizer(UITapGestureRecognizer().reporting(to: actions, as: "tap"))
        stage.sim.tap(at: stage.point(250))
        #expect(actions.labels.isEmpty && stage.control.currentPage == 3)
        stage.control.isEnabled = false
        stage.sim.tap(at: stage.point(250))
        #expect(actions.labels == ["tap.ended"] && stage.control.currentPage == 3)
    }

    @Test("defersCurrentPageDisplay: a tap changes currentPage but the dot waits for updateCurrentPageDisplay()")
    func deferredDisplay() {
        let stage = Stage { $0.defersCurrentPageDisplay = true }
        stage.sim.tap(at: stage.point(250))
        stage.sim.runUntilIdle()
        #expect(stage.control.currentPage == 3)
        var pixels = stage.pixels()
        #expect(pixels[160, 313] == .white && pixels[176, 313] != .white, "page 2's dot is still current")
        stage.control.updateCurrentPageDisplay()
        stage.sim.runUntilIdle()
        pixels = stage.pixels()
        #expect(pixels[176, 313] == .white && pixels[160, 313] != .white)
    }

    // MARK: Many pages, hiding

    @Test("many pages: the row keeps to the bounds around the current page, and the dots at an edge with pages beyond shrink")
    func manyPages() {
        let stage = Stage(pages: 30, current: 0)
        let control = stage.control
        var frames = control.testingIndicatorFrames
        #expect(frames.count == 18 && frames.first?.page == 0 && frames.last?.page == 17)
        #expect(frames.allSatisfy { $0.frame.minX >= 0 && $0.frame.maxX <= 300 })
        #expect(frames[0].frame.width == 7 && frames[16].frame.width == 5.25 && frames[17].frame.width == 3.5)
        control.currentPage = 15
        frames = control.testingIndicatorFrames
        #expect(frames.count == 18 && frames.contains { $0.page == 15 && $0.frame.width == 7 })
        #expect(frames.first!.frame.width == 3.5 && frames.last!.frame.width == 3.5)
        control.currentPage = 29
        #expect(control.testingIndicatorFrames.last?.page == 29 && control.testingIndicatorFrames.last?.frame.width == 7)
    }

    @Test("scrubbing many pages: the row stands for every page, so dragging to its end reaches the last page")
    func scrubbingManyPages() {
        let stage = Stage(pages: 30, current: 0)
        stage.sim.drag(from: stage.point(20), to: stage.point(299), duration: 0.5)
        #expect(stage.control.currentPage == 29 && stage.seen.count > 5)
    }

    @Test("hidesForSinglePage hides the only dot; without it, or with two pages, dots show; no pages, nothing")
    func singlePage() {
        let stage = Stage(pages: 1, current: 0) { $0.hidesForSinglePage = true }
        #expect(stage.control.testingIndicatorFrames.isEmpty)
        #expect(stage.pixels().count { $0 != Self.darkPixel } == 0)
        stage.control.hidesForSinglePage = false
        #expect(stage.control.testingIndicatorFrames.count == 1)
        stage.control.hidesForSinglePage = true
        stage.control.numberOfPages = 2
        #expect(stage.control.testingIndicatorFrames.count == 2)
        stage.control.numberOfPages = 0
        #expect(stage.control.testingIndicatorFrames.isEmpty)
    }

    // MARK: Look

    @Test("pixels: the current dot opaque white, the others translucent white (Apple's documented defaults); tint colours replace them")
    func dotPixels() {
        let stage = Stage()
        var pixels = stage.pixels()
        #expect(pixels[160, 313] == .white)
        #expect(pixels[128, 313].isClose(to: Self.translucentWhiteOverDark, tolerance: 1), "white at 30 % over the dark gray")
        #expect(pixels[150, 313] == Self.darkPixel, "between the dots")
        stage.control.pageIndicatorTintColor = .systemRed
        stage.control.currentPageIndicatorTintColor = .systemBlue
        stage.sim.runUntilIdle()
        pixels = stage.pixels()
        #expect(pixels[160, 313].isClose(to: .init(0, 122, 255, 255)) && pixels[192, 313].isClose(to: .init(255, 59, 48, 255)))
    }

    @Test("appearance: a proxy's indicator tint colours reach a page control entering a window, unless set on it")
    func appearanceProxy() {
        let (sim, window) = makeScenarioWindow()
        UIPageControl.appearance().pageIndicatorTintColor = .systemGray
        UIPageControl.appearance().currentPageIndicatorTintColor = .systemRed
        let control = UIPageControl()
        let own = UIPageControl()
        own.currentPageIndicatorTintColor = .systemBlue
        window.addSubview(control)
        window.addSubview(own)
        sim.runUntilIdle()
        #expect(control.pageIndicatorTintColor == .systemGray && control.currentPageIndicatorTintColor == .systemRed)
        #expect(own.currentPageIndicatorTintColor == .systemBlue && own.pageIndicatorTintColor == .systemGray)
    }

    @Test("background styles: prominent always shows the dark capsule, automatic only while scrubbing, minimal never")
    func backgroundStyles() {
        let stage = Stage { $0.backgroundStyle = .prominent }
        let control = stage.control
        #expect(control.testingPlatterFrame == CGRect(x: 104, y: 0, width: 92, height: 26))
        // Black at 30 % over the dark gray, between the capsule's end and the first dot.
        #expect(stage.pixels()[116, 313].isClose(to: .init(36, 36, 36, 255), tolerance: 1))
        #expect(stage.pixels()[116, 300] == Self.darkPixel, "the capsule's rounded end")
        control.backgroundStyle = .minimal
        #expect(control.testingPlatterFrame == nil)
        control.backgroundStyle = .automatic
        #expect(control.testingPlatterFrame == nil)
        let finger = stage.sim.touchDown(at: stage.point(150))
        stage.sim.touchMove(finger, to: stage.point(170))
        #expect(control.testingPlatterFrame != nil, "shown while scrubbing")
        stage.sim.touchUp(finger)
        #expect(control.testingPlatterFrame == nil)
    }

    @Test("indicator images: a page's own image, else the preferred one; the current page's image falls back to those; negative pages are ignored")
    func indicatorImages() {
        let control = UIPageControl()
        control.numberOfPages = 3
        let star = Self.square(10), dot = Self.square(4), current = Self.square(12)
        control.preferredIndicatorImage = dot
        control.setIndicatorImage(star, forPage: 1)
        control.setIndicatorImage(star, forPage: -1)
        #expect(control.indicatorImage(forPage: 1) === star && control.indicatorImage(forPage: 0) == nil)
        #expect(control.indicatorImage(forPage: -1) == nil)
        // Slots: a dot-sized image keeps the 7-point minimum; the star is 10 wide.
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 16 + 19 + 16 + 12, height: 26))
        control.setCurrentPageIndicatorImage(current, forPage: 2)
        #expect(control.currentPageIndicatorImage(forPage: 2) === current && control.currentPageIndicatorImage(forPage: 1) == nil)
        control.preferredCurrentPageIndicatorImage = current
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 3 * 21 + 12, height: 26))
        control.setIndicatorImage(nil, forPage: 1)
        #expect(control.indicatorImage(forPage: 1) == nil)
    }

    @Test("pixels: an indicator image is drawn as a template in the indicator's colour, at its size")
    func imagePixels() {
        let stage = Stage { $0.preferredIndicatorImage = Self.square(10) }
        // Slots are 19 wide: the row is 95 long from x = 102.5; page 2's square spans 145…155
        // and 8…18 in the control, page 1's 126…136.
        let pixels = stage.pixels()
        #expect(pixels[156, 309] == .white, "a corner of the current square, beyond where a dot would be")
        #expect(pixels[137, 309].isClose(to: Self.translucentWhiteOverDark, tolerance: 1), "page 1's square in translucent white")
    }

    @Test("sampler: 5 pages, 30 pages, prominent, images, vertical — written to /tmp/segments and checked for its dots")
    func sampler() throws {
        let (sim, window) = makeScenarioWindow(device: .iPhone15, background: Self.dark)
        let five = UIPageControl()
        five.numberOfPages = 5
        five.currentPage = 1
        let thirty = UIPageControl()
        thirty.numberOfPages = 30
        thirty.currentPage = 12
        let prominent = UIPageControl()
        prominent.numberOfPages = 6
        prominent.currentPage = 3
        prominent.backgroundStyle = .prominent
        let images = UIPageControl()
        images.numberOfPages = 4
        images.setIndicatorImage(Self.square(9), forPage: 0)
        images.currentPage = 0
        images.backgroundStyle = .prominent
        for (row, control) in [five, thirty, prominent, images].enumerated() {
            control.frame = CGRect(x: 20, y: 80 + CGFloat(row) * 50, width: 353, height: 26)
            window.addSubview(control)
        }
        let vertical = UIPageControl(frame: CGRect(x: 180, y: 300, width: 26, height: 200))
        vertical.numberOfPages = 4
        vertical.direction = .topToBottom
        vertical.backgroundStyle = .prominent
        window.addSubview(vertical)
        sim.runUntilIdle()
        let shot = sim.screenshot()
        try FileManager.default.createDirectory(atPath: "/tmp/segments", withIntermediateDirectories: true)
        RenderedPixels.writePNG(shot, to: "/tmp/segments/page-control-sampler.png")
        let scale = Int(sim.screen.scale)
        let current = five.convert(five.testingIndicatorFrames[1].frame, to: window)
        #expect(RenderedPixels(shot)[Int(current.midX) * scale, Int(current.midY) * scale] == .white)
    }
}
