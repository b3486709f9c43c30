import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("UINavigationBar", .serialized)
struct UINavigationBarTests {
    private func bar(in window: UIWindow, titles: [String]) -> UINavigationBar {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: window.safeAreaInsets.top, width: window.bounds.width, height: 44))
        bar.setItems(titles.map { UINavigationItem(title: $0) }, animated: false)
        window.addSubview(bar)
        bar.layoutIfNeeded()
        return bar
    }

    private func content(of bar: UINavigationBar) -> NavigationBarContentView? {
        bar.subviews.compactMap { $0 as? NavigationBarContentView }.last
    }

    @Test("height: 44 points on an iPhone, 32 in landscape, 50 on an iPad; a prompt adds 30; large titles add 52")
    func heights() {
        let (sim, window) = makeBarStage()
        let bar = bar(in: window, titles: ["Root"])
        #expect(bar.intrinsicContentSize.height == 44)
        bar.topItem?.prompt = "Choose a photo"
        #expect(bar.intrinsicContentSize.height == 74)
        bar.topItem?.prompt = nil
        bar.prefersLargeTitles = true
        #expect(bar.intrinsicContentSize.height == 96)
        bar.topItem?.largeTitleDisplayMode = .never
        #expect(bar.intrinsicContentSize.height == 44)
        sim.rotate(to: .landscapeLeft)
        bar.topItem?.largeTitleDisplayMode = .always
        #expect(bar.intrinsicContentSize.height == 32, "no large titles in compact heights")
        _ = makeBarStage(device: .iPad)
        #expect(UINavigationBar().intrinsicContentSize.height == 50)
    }

    @Test("the stack: push asks the delegate then reports didPush; pop asks and reports; the root never pops")
    func pushAndPop() {
        let (_, window) = makeBarStage()
        let bar = bar(in: window, titles: ["Root"])
        let recorder = BarRecorder()
        bar.delegate = recorder
        let detail = UINavigationItem(title: "Detail")
        bar.pushItem(detail, animated: false)
        #expect(bar.topItem === detail && bar.backItem?.title == "Root")
        #expect(recorder.calls == ["shouldPush Detail", "didPush Detail"])
        #expect(bar.popItem(animated: false) === detail)
        #expect(recorder.calls.suffix(2) == ["shouldPop Detail", "didPop Detail"])
        #expect(bar.popItem(animated: false) == nil && bar.items?.count == 1)
    }

    @Test("a delegate that refuses a pop keeps the item")
    func refusedPop() {
        let (_, window) = makeBarStage()
        let bar = bar(in: window, titles: ["Root", "Detail"])
        let recorder = BarRecorder()
        recorder.refusesPop = true
        bar.delegate = recorder
        #expect(bar.popItem(animated: false) == nil && bar.topItem?.title == "Detail")
        #expect(recorder.calls == ["shouldPop Detail"])
    }

    @Test("an animated push reports didPush after the fade, when the old content is gone")
    func animatedPush() {
        let (sim, window) = makeBarStage()
        let bar = bar(in: window, titles: ["Root"])
        let recorder = BarRecorder()
        bar.delegate = recorder
        bar.pushItem(UINavigationItem(title: "Detail"), animated: true)
        #expect(recorder.calls == ["shouldPush Detail"])
        #expect(bar.subviews.filter { $0 is NavigationBarContentView }.count == 2)
        sim.advance(by: UINavigationBar.transitionDuration + 0.05)
        #expect(recorder.calls == ["shouldPush Detail", "didPush Detail"])
        #expect(bar.subviews.filter { $0 is NavigationBarContentView }.count == 1)
    }

    @Test("the back button shows the item below's title, its backButtonTitle, or its backBarButtonItem's title")
    func backTitles() throws {
        let (_, window) = makeBarStage()
        let bar = bar(in: window, titles: ["Settings", "General"])
        #expect(content(of: bar)?.backButton?.shownTitle == "Settings")
        let below = try #require(bar.backItem)
        below.backButtonTitle = "Prefs"
        bar.layoutIfNeeded()
        #expect(content(of: bar)?.backButton?.shownTitle == "Prefs")
        below.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        bar.layoutIfNeeded()
        #expect(content(of: bar)?.backButton?.shownTitle == "Up")
    }

    @Test("a back title with no room becomes \"Back\"; generic mode says \"Back\"; minimal mode shows the chevron alone")
    func backTitleFallbacks() throws {
        let (_, window) = makeBarStage()
        let bar = bar(in: window, titles: ["A very long title for the level below this one", "General"])
        #expect(content(of: bar)?.backButton?.shownTitle == "Back")
        let top = try #require(bar.topItem)
        bar.backItem?.title = "Settings"
        top.backButtonDisplayMode = .generic
        bar.layoutIfNeeded()
        #expect(content(of: bar)?.backButton?.shownTitle == "Back")
        top.backButtonDisplayMode = .minimal
        bar.layoutIfNeeded()
        #expect(content(of: bar)?.backButton?.shownTitle == nil)
    }

    @Test("hidesBackButton hides it; left items replace it unless leftItemsSupplementBackButton")
    func backButtonVisibility() throws {
        let (_, window) = makeBarStage()
        let bar = bar(in: window, titles: ["Root", "Detail"])
        let top = try #require(bar.topItem)
        top.hidesBackButton = true
        bar.layoutIfNeeded()
        #expect(content(of: bar)?.backButton?.isHidden ?? true)
        top.hidesBackButton = false
        top.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        bar.layoutIfNeeded()
        #expect(content(of: bar)?.backButton?.isHidden ?? true)
        top.leftItemsSupplementBackButton = true
        bar.layoutIfNeeded()
        let back = try #require(content(of: bar)?.backButton)
        #expect(!back.isHidden && bar.barItemViews.first.map { $0.frame.minX > back.frame.maxX } == true)
    }

    @Test("tapping the back button pops the top item, and the delegate hears it")
    func backButtonPops() throws {
        let (sim, window) = makeBarStage()
        let bar = bar(in: window, titles: ["Root", "Detail"])
        let recorder = BarRecorder()
        bar.delegate = recorder
        let back = try #require(content(of: bar)?.backButton)
        sim.tap(at: back.convert(CGPoint(x: 10, y: 22), to: nil))
        sim.runUntilIdle()
        #expect(bar.topItem?.title == "Root")
        #expect(recorder.calls == ["shouldPop Detail", "didPop Detail"])
    }

    @Test("layout: the title is centred; right items run inward from the 16-point margin, the first at the edge")
    func layout() throws {
        let (_, window) = makeBarStage()
        let bar = bar(in: window, titles: ["General"])
        let edit = UIBarButtonItem(systemItem: .edit), add = UIBarButtonItem(systemItem: .add)
        bar.topItem?.rightBarButtonItems = [add, edit]
        bar.layoutIfNeeded()
        let title = try #require(content(of: bar)?.titleLabel)
        #expect(abs(title.frame.midX - 393 / 2) < 0.5)
        let views = bar.barItemViews
        #expect(views.count == 2 && views[1].item === add && abs(views[1].frame.maxX - (393 - 16)) < 0.01)
        #expect(views[0].item === edit && views[0].frame.maxX < views[1].frame.minX)
    }

    @Test("a long title is kept between the items and truncated rather than overlapping them")
    func longTitle() throws {
        let (_, window) = makeBarStage()
        let bar = bar(in: window, titles: ["Root", "A title much too long to fit between the buttons"])
        bar.topItem?.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
        bar.layoutIfNeeded()
        let title = try #require(content(of: bar)?.titleLabel)
        let back = try #require(content(of: bar)?.backButton)
        #expect(title.frame.minX >= back.frame.maxX && title.frame.maxX <= bar.barItemViews[0].frame.minX)
    }

    @Test("large titles: the title is drawn large at the leading margin below the row, the small title hidden")
    func largeTitle() throws {
        let (_, window) = makeBarStage()
        let bar = bar(in: window, titles: ["Mailboxes"])
        bar.prefersLargeTitles = true
        bar.frame.size.height = 96
        bar.layoutIfNeeded()
        let shown = try #require(content(of: bar))
        #expect(shown.titleLabel.isHidden && !shown.largeTitleLabel.isHidden)
        #expect(shown.largeTitleLabel.frame.minX == 16 && shown.largeTitleLabel.frame.minY > 44)
        #expect(shown.largeTitleLabel.font.pointSize == 34)
    }

    @Test("appearance: a standalone bar is at the scroll edge and transparent; the standard appearance shows the default background and a hairline below")
    func appearance() {
        let (sim, window) = makeBarStage()
        let bar = bar(in: window, titles: ["Root"])
        sim.runUntilIdle()
        let y = Int((bar.frame.minY + 5) * 3)
        #expect(RenderedPixels(sim.screenshot())[5 * 3, y].g < 20, "the red window shows through")
        bar.isAtScrollEdge = false
        sim.runUntilIdle()
        let pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[5 * 3, y].g > 200, "the near-white chrome tint, \(pixels[5 * 3, y])")
        let hairline = pixels[5 * 3, Int(bar.frame.maxY * 3)]
        #expect(hairline.r < 200 && hairline.r > 100, "a hairline one pixel below the bar, \(hairline)")
    }

    @Test("appearance: an item's standard appearance wins over the bar's while it is on top; the bar keeps copies")
    func itemAppearance() {
        let (_, window) = makeBarStage()
        let bar = bar(in: window, titles: ["Root"])
        bar.isAtScrollEdge = false
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .green
        bar.standardAppearance = appearance
        appearance.backgroundColor = .blue
        #expect(bar.standardAppearance.backgroundColor == .green, "the bar copied the appearance when it was set")
        let itemAppearance = UINavigationBarAppearance()
        itemAppearance.backgroundColor = .yellow
        bar.topItem?.standardAppearance = itemAppearance
        #expect(bar.effectiveAppearance.backgroundColor == .yellow)
    }

    @Test("topAttached: the background runs up under the status bar to the top of the screen")
    func topAttached() {
        let (_, window) = makeBarStage()
        let recorder = BarRecorder()
        recorder.position = .topAttached
        let bar = bar(in: window, titles: ["Root"])
        bar.delegate = recorder
        bar.layoutIfNeeded()
        #expect(bar.barPosition == .topAttached)
        #expect(bar.backgroundView.frame.minY == -bar.frame.minY && bar.backgroundView.frame.maxY == 44)
    }
}
