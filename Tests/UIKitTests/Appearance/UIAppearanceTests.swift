import Foundation
import Testing
import UIKitTesting

/// UIAppearance: values set on a class's proxy reach its instances (and subclasses') as they
/// enter a window, the most specific proxy wins, containment narrows, and a value set on the
/// view directly is never overridden.
@MainActor
@Suite("UIAppearance", .serialized)
struct UIAppearanceTests {
    @Test("a proxy's value reaches an instance when it enters a window, not before")
    func appliedOnEnteringWindow() {
        let (sim, window) = makeScenarioWindow()
        UILabel.appearance().textColor = .systemRed
        let label = UILabel()
        #expect(label.textColor != .systemRed, "not yet in a window")
        window.addSubview(label)
        #expect(label.textColor == .systemRed)
        sim.runUntilIdle()
    }

    @Test("the proxy is one object per class and containment, of the class asked for")
    func proxyIdentity() {
        _ = Simulator(device: .iPhone3G)
        #expect(UILabel.appearance() === UILabel.appearance())
        #expect(UILabel.appearance() !== UIView.appearance())
        #expect(UILabel.appearance(whenContainedInInstancesOf: [UIStackView.self]) !== UILabel.appearance())
        let proxy: UILabel = UILabel.appearance()
        #expect(proxy.window == nil)
    }

    @Test("a value set directly wins over the proxy, before or after entering the window")
    func directValueWins() {
        let (_, window) = makeScenarioWindow()
        UIView.appearance().backgroundColor = .systemGreen
        let set = UIView()
        set.backgroundColor = .systemBlue
        window.addSubview(set)
        #expect(set.backgroundColor == .systemBlue)
        let plain = UIView()
        window.addSubview(plain)
        #expect(plain.backgroundColor == .systemGreen)
        plain.backgroundColor = .systemYellow
        plain.removeFromSuperview()
        window.addSubview(plain)
        #expect(plain.backgroundColor == .systemYellow, "set directly after the proxy's value: kept on re-entry")
    }

    @Test("a superclass's proxy reaches subclasses; the subclass's own proxy wins whatever the order set")
    func classSpecificity() {
        let (_, window) = makeScenarioWindow()
        UILabel.appearance().tintColor = .systemOrange
        UIView.appearance().tintColor = .systemPurple
        let label = UILabel()
        let view = UIView()
        window.addSubview(label)
        window.addSubview(view)
        #expect(label.tintColor == .systemOrange)
        #expect(view.tintColor == .systemPurple)
    }

    @Test("containment: only instances inside the containers, nearest last; a contained proxy wins over a plain one")
    func containment() {
        let (_, window) = makeScenarioWindow()
        UILabel.appearance().textColor = .systemGray
        UILabel.appearance(whenContainedInInstancesOf: [UIScrollView.self, UIStackView.self]).textColor = .systemPink
        let scroll = UIScrollView(frame: window.bounds)
        let stack = UIStackView()
        let inside = UILabel()
        stack.addArrangedSubview(inside)
        scroll.addSubview(stack)
        let stackOnly = UIStackView()
        let outside = UILabel()
        stackOnly.addArrangedSubview(outside)
        window.addSubview(scroll)
        window.addSubview(stackOnly)
        #expect(inside.textColor == .systemPink)
        #expect(outside.textColor == .systemGray, "a stack view not inside a scroll view")
    }

    @Test("containment by view controller: a label in a controller's view")
    func controllerContainment() {
        let (_, window) = makeScenarioWindow()
        UILabel.appearance(whenContainedInInstancesOf: [AppearanceTestController.self]).font = .boldSystemFont(ofSize: 30)
        let controller = AppearanceTestController()
        let label = UILabel()
        controller.view.addSubview(label)
        window.rootViewController = controller
        #expect(label.font.pointSize == 30)
        let other = UILabel()
        window.addSubview(other)
        #expect(other.font.pointSize == 17)
    }

    @Test("a proxy's value changed later reaches only views entering a window afterwards")
    func laterChanges() {
        let (_, window) = makeScenarioWindow()
        UILabel.appearance().textColor = .systemRed
        let early = UILabel()
        window.addSubview(early)
        UILabel.appearance().textColor = .systemBlue
        let late = UILabel()
        window.addSubview(late)
        #expect(early.textColor == .systemRed && late.textColor == .systemBlue)
        early.removeFromSuperview()
        window.addSubview(early)
        #expect(early.textColor == .systemBlue, "re-entering a window applies the current value")
    }

    @Test("each Simulator starts with no appearance values")
    func freshPerSimulator() {
        do {
            let (_, window) = makeScenarioWindow()
            UIView.appearance().backgroundColor = .systemRed
            window.addSubview(UIView())
        }
        let (_, window) = makeScenarioWindow()
        let view = UIView()
        window.addSubview(view)
        #expect(view.backgroundColor == nil)
    }

    @Test("a window takes its proxies' values when shown")
    func windowProxy() {
        let sim = Simulator(device: .iPhone3G)
        UIWindow.appearance().tintColor = .systemTeal
        let window = UIWindow(frame: sim.screen.bounds)
        window.makeKeyAndVisible()
        #expect(window.tintColor == .systemTeal)
    }
}

/// A view controller to contain labels by.
@MainActor
final class AppearanceTestController: UIViewController {}
