import CoreGraphics
import Foundation
import UIKitTesting

/// A navigation controller on an iPhone 15 @3x showing a list-like screen (20 labelled
/// rows with separators) and pushing, then popping, a second such screen with the standard
/// slide: the work of the frames of the animation (the views move, the bars crossfade,
/// the compositor redraws the screen). The baseline is a frame of the same screen at rest
/// redrawn whole (its background colour changed, so every pixel is composited again).
@MainActor
final class NavigationScene {
    let simulator: Simulator
    let navigation: UINavigationController
    /// The window showing the navigation controller, kept alive with the scene.
    private let window: UIWindow
    private let root: UIViewController
    private let detail: UIViewController
    private var pushes = true
    private var tint = false
    /// The frames one push (or pop) lasts.
    static let framesPerTransition = 21

    init() {
        simulator = Simulator(device: .iPhone15)
        root = NavigationScene.listController(title: "Mailboxes")
        detail = NavigationScene.listController(title: "Inbox")
        navigation = UINavigationController(rootViewController: root)
        window = UIWindow(frame: simulator.screen.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        simulator.runUntilIdle()
    }

    /// A controller whose view shows 20 rows of a title and a subtitle over separators.
    private static func listController(title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        let view: UIView = controller.view
        view.backgroundColor = .systemBackground
        for row in 0..<20 {
            let y = CGFloat(110 + row * 44)
            let label = UILabel(frame: CGRect(x: 16, y: y + 4, width: 300, height: 22))
            label.text = "\(title) row \(row + 1)"
            label.font = .systemFont(ofSize: 17)
            view.addSubview(label)
            let detailLabel = UILabel(frame: CGRect(x: 16, y: y + 25, width: 300, height: 16))
            detailLabel.text = "Subtitle text for row \(row + 1)"
            detailLabel.font = .systemFont(ofSize: 12)
            detailLabel.textColor = .secondaryLabel
            view.addSubview(detailLabel)
            let separator = UIView(frame: CGRect(x: 16, y: y + 43.67, width: 377, height: 0.33))
            separator.backgroundColor = .separator
            view.addSubview(separator)
        }
        return controller
    }

    /// One push or pop (alternately), animated, frame by frame to its end.
    func transition() {
        if pushes {
            navigation.pushViewController(detail, animated: true)
        } else {
            navigation.popViewController(animated: true)
        }
        pushes.toggle()
        for _ in 0..<NavigationScene.framesPerTransition { simulator.advance(by: 1.0 / 60) }
        simulator.runUntilIdle()
    }

    /// A frame of the screen at rest, redrawn whole.
    func staticFrame() {
        tint.toggle()
        navigation.topViewController?.view.backgroundColor = tint ? .secondarySystemBackground : .systemBackground
        simulator.advance(by: 1.0 / 60)
    }

    /// Whether the stack ended where the transitions left it, on screen.
    var isSettled: Bool {
        navigation.viewControllers.count == (pushes ? 1 : 2) && navigation.topViewController?.view.window != nil
    }
}
