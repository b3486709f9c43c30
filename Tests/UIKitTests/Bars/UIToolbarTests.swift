import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("UIToolbar", .serialized)
struct UIToolbarTests {
    private func toolbar(in window: UIWindow, items: [UIBarButtonItem]) -> UIToolbar {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 393, height: 44))
        toolbar.items = items
        window.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        return toolbar
    }

    @Test("size: 44 points tall on an iPhone, 32 in landscape, 50 on an iPad; sizeThatFits keeps the width")
    func heights() {
        let (sim, _) = makeBarStage()
        #expect(UIToolbar().intrinsicContentSize.height == 44)
        #expect(UIToolbar().sizeThatFits(CGSize(width: 300, height: 10)) == CGSize(width: 300, height: 44))
        sim.rotate(to: .landscapeLeft)
        #expect(UIToolbar().intrinsicContentSize.height == 32)
        _ = makeBarStage(device: .iPad)
        #expect(UIToolbar().intrinsicContentSize.height == 50)
    }

    @Test("flexible spaces share the free width equally; the first and last items sit 16 points in")
    func flexibleSpaces() {
        let (_, window) = makeBarStage()
        let items = [UIBarButtonItem(systemItem: .compose), .flexibleSpace(), UIBarButtonItem(systemItem: .trash),
                     .flexibleSpace(), UIBarButtonItem(systemItem: .reply)]
        let toolbar = toolbar(in: window, items: items)
        let views = toolbar.barItemViews
        #expect(views.count == 3)
        #expect(abs(views[0].frame.minX - 16) < 0.01 && abs(views[2].frame.maxX - (393 - 16)) < 0.01)
        let leftGap = views[1].frame.minX - views[0].frame.maxX
        let rightGap = views[2].frame.minX - views[1].frame.maxX
        #expect(abs(leftGap - rightGap) < 0.01 && leftGap > 100)
    }

    @Test("a fixed space puts its width (plus the 8-point spacing each side) between its neighbours")
    func fixedSpace() {
        let (_, window) = makeBarStage()
        let toolbar = toolbar(in: window, items: [UIBarButtonItem(systemItem: .add), .fixedSpace(40),
                                                 UIBarButtonItem(systemItem: .trash)])
        let views = toolbar.barItemViews
        #expect(abs(views[1].frame.minX - views[0].frame.maxX - (40 + 2 * 8)) < 0.01)
    }

    @Test("hidden items take no room; setting items again keeps the views of items that stay")
    func hiddenAndReplaced() {
        let (_, window) = makeBarStage()
        let add = UIBarButtonItem(systemItem: .add), trash = UIBarButtonItem(systemItem: .trash)
        trash.isHidden = true
        let toolbar = toolbar(in: window, items: [add, trash])
        #expect(toolbar.barItemViews.count == 1)
        let addView = toolbar.barItemViews[0]
        toolbar.setItems([add, UIBarButtonItem(systemItem: .camera)], animated: false)
        toolbar.layoutIfNeeded()
        #expect(toolbar.barItemViews.count == 2 && toolbar.barItemViews.contains { $0 === addView })
    }

    @Test("a tap sends the item's action to its target with the item as sender; a disabled item sends nothing")
    func tapSendsAction() {
        let (sim, window) = makeBarStage()
        let recorder = BarRecorder()
        let item = UIBarButtonItem(title: "Send", style: .plain, target: recorder,
                                   action: #Selector(BarRecorder.itemTapped(_:)))
        let toolbar = toolbar(in: window, items: [item])
        let center = toolbar.barItemViews[0].convert(CGPoint(x: toolbar.barItemViews[0].bounds.midX, y: 22), to: nil)
        sim.tap(at: center)
        sim.runUntilIdle()
        #expect(recorder.calls == ["itemTapped"] && recorder.senders.first as? UIBarButtonItem === item)
        item.isEnabled = false
        toolbar.layoutIfNeeded()
        sim.tap(at: center)
        sim.runUntilIdle()
        #expect(recorder.calls == ["itemTapped"])
    }

    @Test("a primary action runs on a tap with the item as its sender")
    func primaryAction() {
        let (sim, window) = makeBarStage()
        var senders: [Any?] = []
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Go") { action in senders.append(action.sender) })
        let toolbar = toolbar(in: window, items: [item])
        sim.tap(at: toolbar.barItemViews[0].convert(CGPoint(x: 10, y: 22), to: nil))
        sim.runUntilIdle()
        #expect(senders.count == 1 && senders.first as? UIBarButtonItem === item)
    }

    @Test("appearance: standalone, the toolbar is at the scroll edge and transparent; away from it the default background and a hairline along the top show")
    func scrollEdgeAppearance() {
        let (sim, window) = makeBarStage()
        let toolbar = toolbar(in: window, items: [])
        sim.runUntilIdle()
        var pixels = RenderedPixels(sim.screenshot())
        let inside = pixels[100 * 3, 720 * 3]
        #expect(inside.r > 240 && inside.g < 20, "transparent at the scroll edge: the red window shows, \(inside)")
        toolbar.isAtScrollEdge = false
        sim.runUntilIdle()
        pixels = RenderedPixels(sim.screenshot())
        let background = pixels[100 * 3, 720 * 3]
        #expect(background.g > 200, "the chrome material's near-white tint covers the red, \(background)")
        let hairline = pixels[100 * 3, 700 * 3 - 1]
        #expect(hairline.r < 200 && hairline.r > 100, "a darkened red one pixel above the top edge, \(hairline)")
        toolbar.scrollEdgeAppearance = {
            let appearance = UIToolbarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .blue
            return appearance
        }()
        toolbar.isAtScrollEdge = true
        sim.runUntilIdle()
        #expect(RenderedPixels(sim.screenshot())[100 * 3, 720 * 3].b > 240)
    }
}
