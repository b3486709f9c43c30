import Foundation
@_spi(Testing) import UIKit
import UIKitTesting

/// An iPhone 15 (or another device) with a white root controller in a visible window, and
/// the handlers alerts call, in order.
@MainActor
final class AlertStage {
    let sim: Simulator
    let window: UIWindow
    let root = UIViewController()
    /// The title of the action of each handler call, in order.
    private(set) var handled: [String] = []
    /// For each handler call: whether the alert was gone then (no longer presented, its
    /// container out of the window).
    private(set) var dismissedWhenHandled: [Bool] = []

    init(device: Device = .iPhone15) {
        sim = Simulator(device: device)
        // Alerts' text fields are typed into on a hardware keyboard.
        sim.hardwareKeyboardConnected = true
        window = UIWindow(frame: sim.screen.bounds)
        window.rootViewController = root
        root.view.backgroundColor = .white
        window.makeKeyAndVisible()
        sim.runUntilIdle()
    }

    /// An action titled `title` whose handler records its call.
    func action(_ title: String, _ style: UIAlertAction.Style = .default) -> UIAlertAction {
        UIAlertAction(title: title, style: style) { [unowned self] action in
            handled.append(action.title ?? "")
            dismissedWhenHandled.append(root.presentedViewController == nil && window.subviews.count == 1)
        }
    }

    /// An alert of `style` with `title`, `message` and an action per entry of `actions`
    /// (title and style), presented from the root without animation and settled.
    @discardableResult
    func present(_ style: UIAlertController.Style, title: String? = "Title", message: String? = "Message",
                 actions: [(String, UIAlertAction.Style)]) -> UIAlertController {
        let alert = UIAlertController(title: title, message: message, preferredStyle: style)
        for (title, actionStyle) in actions { alert.addAction(action(title, actionStyle)) }
        root.present(alert, animated: false)
        sim.runUntilIdle()
        return alert
    }
}

extension UIAlertController {
    /// The shown button of the action titled `title`.
    func button(_ title: String) -> ShownButton? {
        shownButtons.first { $0.action.title == title }
    }

    /// The centre of the button of the action titled `title` (off the screen if none).
    func centre(of title: String) -> CGPoint {
        guard let frame = button(title)?.frame else { return CGPoint(x: -100, y: -100) }
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}
