import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Records a tab bar's delegate calls.
@MainActor
private final class TabRecorder: NSObject, UITabBarDelegate {
    var selected: [String] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "") }
}

@MainActor @Suite("UITabBar", .serialized)
struct UITabBarTests {
    private func items() -> [UITabBarItem] {
        ["Listen Now", "Browse", "Radio", "Library"].enumerated().map { index, title in
            UITabBarItem(title: title, image: UIImage(systemName: ["play.fill", "square", "globe", "folder"][index]), tag: index)
        }
    }

    /// A tab bar along the bottom of the window, sized as UIKit sizes it.
    private func tabBar(in window: UIWindow) -> UITabBar {
        let bar = UITabBar()
        bar.items = items()
        window.addSubview(bar)
        // Placed at the bottom, the bar learns its safe area; then it is sized to fit it.
        bar.frame = CGRect(x: 0, y: window.bounds.height - 49, width: window.bounds.width, height: 49)
        bar.layoutIfNeeded()
        let full = bar.sizeThatFits(window.bounds.size).height
        bar.frame = CGRect(x: 0, y: window.bounds.height - full, width: window.bounds.width, height: full)
        bar.layoutIfNeeded()
        return bar
    }

    private func buttons(of bar: UITabBar) -> [TabBarButton] {
        bar.subviews.compactMap { $0 as? TabBarButton }
    }

    @Test("size: a 49-point row plus the home indicator's 34 on an iPhone 15 (83); 32 + 21 in landscape; 50 on an iPad")
    func heights() {
        let (sim, window) = makeBarStage()
        let bar = tabBar(in: window)
        #expect(bar.frame.height == 83)
        sim.rotate(to: .landscapeLeft)
        window.frame = sim.screen.bounds
        bar.frame = CGRect(x: 0, y: window.bounds.height - 53, width: window.bounds.width, height: 53)
        bar.layoutIfNeeded()
        #expect(abs(bar.sizeThatFits(window.bounds.size).height - (32 + 21)) < 0.01)
        let (_, padWindow) = makeBarStage(device: .iPad)
        #expect(tabBar(in: padWindow).frame.height == 50)
    }

    @Test("on a phone in portrait the items share the width equally, icon above title")
    func fillsWidth() {
        let (_, window) = makeBarStage()
        let bar = tabBar(in: window)
        let frames = buttons(of: bar).map(\.frame)
        #expect(frames.count == 4 && frames.allSatisfy { abs($0.width - 393 / 4) < 0.01 && $0.height == 49 })
        #expect(buttons(of: bar).allSatisfy { $0.style == .stacked })
    }

    @Test("on an iPad the items are grouped in the middle, icon beside title")
    func centredOnPad() {
        let (_, window) = makeBarStage(device: .iPad)
        let bar = tabBar(in: window)
        let frames = buttons(of: bar).map(\.frame)
        #expect(abs((frames.first!.minX + frames.last!.maxX) / 2 - 384) < 0.5)
        #expect(frames.first!.minX > 100 && buttons(of: bar).allSatisfy { $0.style == .inline })
    }

    @Test("a tap selects the item and tells the delegate, again on a second tap; setting selectedItem tells nobody; a disabled item cannot be chosen")
    func selection() {
        let (sim, window) = makeBarStage()
        let bar = tabBar(in: window)
        let recorder = TabRecorder()
        bar.delegate = recorder
        bar.selectedItem = bar.items?[0]
        #expect(recorder.selected.isEmpty)
        let browse = buttons(of: bar)[1]
        sim.tap(at: browse.convert(CGPoint(x: browse.bounds.midX, y: 20), to: nil))
        sim.tap(at: browse.convert(CGPoint(x: browse.bounds.midX, y: 20), to: nil))
        sim.runUntilIdle()
        #expect(bar.selectedItem === bar.items?[1] && recorder.selected == ["Browse", "Browse"])
        bar.items?[2].isEnabled = false
        let radio = buttons(of: bar)[2]
        sim.tap(at: radio.convert(CGPoint(x: radio.bounds.midX, y: 20), to: nil))
        sim.runUntilIdle()
        #expect(bar.selectedItem === bar.items?[1] && recorder.selected.count == 2)
    }

    @Test("setting items without the selected one clears the selection; items kept keep their buttons")
    func replacingItems() {
        let (_, window) = makeBarStage()
        let bar = tabBar(in: window)
        let kept = bar.items![0], dropped = bar.items![1]
        let keptButton = buttons(of: bar)[0]
        bar.selectedItem = dropped
        bar.items = [kept, UITabBarItem(tabBarSystemItem: .search, tag: 9)]
        #expect(bar.selectedItem == nil && buttons(of: bar).contains { $0 === keptButton } && buttons(of: bar).count == 2)
    }

    @Test("system items carry the system's title and symbol")
    func systemItems() {
        let more = UITabBarItem(tabBarSystemItem: .more, tag: 1)
        let recents = UITabBarItem(tabBarSystemItem: .recents, tag: 2)
        #expect(more.title == "More" && more.image != nil && more.tag == 1)
        #expect(recents.title == "Recents" && recents.image != nil)
    }

    @Test("pixels: the selected item's icon is in the tint colour, the others in grey; a badge is a red pill")
    func colours() throws {
        let (sim, window) = makeBarStage()
        window.backgroundColor = .white
        let bar = tabBar(in: window)
        bar.selectedItem = bar.items?[0]
        bar.items?[3].badgeValue = "3"
        sim.runUntilIdle()
        let pixels = RenderedPixels(sim.screenshot())
        let buttons = buttons(of: bar)
        func darkest(_ button: TabBarButton) -> RenderedPixels.RGBA {
            let icon = button.convert(button.bounds, to: nil)
            var best = RenderedPixels.RGBA(255, 255, 255, 255)
            for y in stride(from: Int(icon.minY * 3), to: Int((icon.minY + 30) * 3), by: 2) {
                for x in stride(from: Int(icon.minX * 3), to: Int(icon.maxX * 3), by: 2) {
                    let p = pixels[x, y]
                    if p.r + p.g + p.b < best.r + best.g + best.b { best = p }
                }
            }
            return best
        }
        let selected = darkest(buttons[0]), other = darkest(buttons[1])
        #expect(selected.b > 200 && selected.r < 60, "tint blue, \(selected)")
        #expect(abs(other.r - other.b) < 20 && other.r > 100 && other.r < 180, "system grey, \(other)")
        let badge = try #require(buttons[3].subviews.first { $0.backgroundColor == .systemRed })
        let center = badge.convert(CGPoint(x: 3, y: badge.bounds.midY), to: nil)
        let red = pixels[Int(center.x * 3), Int(center.y * 3)]
        #expect(red.r > 230 && red.g < 80, "the badge, \(red)")
    }
}
