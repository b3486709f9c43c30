import Foundation
import SnapshotTesting
import Testing
@testable import UIKit
import UIKitSnapshotTesting
import UIKitTesting

/// A navigation controller as it appears on an iPhone 15, beside iOS 17's: a large-title
/// list screen with a bar button, and the same mid-push (the list shifted a third of the
/// way left and darkened, the detail sliding in from the right, the bar crossfading).
@MainActor
@Suite("Navigation rendering", .serialized)
struct NavigationRenderingTests {
    /// A list screen of labelled rows.
    private func list(_ title: String, rows: Int) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        let view: UIView = controller.view
        view.backgroundColor = .systemBackground
        for row in 0..<rows {
            let y = CGFloat(160 + row * 44)
            let label = UILabel(frame: CGRect(x: 16, y: y + 11, width: 300, height: 22))
            label.text = "\(title) \(row + 1)"
            view.addSubview(label)
            let separator = UIView(frame: CGRect(x: 16, y: y + 43.67, width: 377, height: 0.33))
            separator.backgroundColor = .separator
            view.addSubview(separator)
        }
        return controller
    }

    @Test("snapshot: a large title screen at rest, then mid-push (0.12 s into the slide)")
    func snapshot() {
        let sim = Simulator(device: .iPhone15)
        let window = UIWindow(frame: sim.screen.bounds)
        defer { withExtendedLifetime(window) {} }
        let root = list("Mailboxes", rows: 12)
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        assertSnapshot(of: UIImage(cgImage: sim.screenshot(), scale: 3, orientation: .up), as: .image(precision: 0.99),
                       named: "large-title")
        let detail = list("Inbox", rows: 12)
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        sim.advance(by: 0.12)
        assertSnapshot(of: UIImage(cgImage: sim.screenshot(), scale: 3, orientation: .up), as: .image(precision: 0.99),
                       named: "mid-push")
        sim.runUntilIdle()
    }
}
