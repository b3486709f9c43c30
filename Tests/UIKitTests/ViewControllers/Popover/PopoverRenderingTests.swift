import Foundation
import Testing
import UIKitSnapshotTesting
import UIKitTesting

/// Popovers in pixels on an iPad, beside iOS 17: the bubble with its arrow up below a
/// button, and with its arrow left beside one; its shadow, nothing dimmed.
@MainActor
@Suite("Popover rendering", .serialized)
struct PopoverRenderingTests {
    /// Presents a popover with a list-like content from a button at `source` on an iPad
    /// in portrait, its arrows limited to `permitted`, and returns the screenshot.
    static func shot(source: CGRect, permitted: UIPopoverArrowDirection) -> CGImage {
        let sim = Simulator(device: .iPad)
        let window = UIWindow(frame: sim.screen.bounds)
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        let button = UIButton(type: .system)
        button.setTitle("Options", for: .normal)
        button.frame = source
        root.view.addSubview(button)
        window.rootViewController = root
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 260, height: 24))
        label.text = "Popover"
        label.font = .boldSystemFont(ofSize: 17)
        content.view.addSubview(label)
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.sourceView = button
        content.popoverPresentationController?.permittedArrowDirections = permitted
        root.present(content, animated: true)
        sim.runUntilIdle()
        return sim.screenshot()
    }

    @Test("an iPad popover below its source, the arrow up")
    func arrowUp() {
        let image = Self.shot(source: CGRect(x: 334, y: 200, width: 100, height: 40), permitted: .any)
        assertSnapshot(of: UIImage(cgImage: image), as: .image(precision: 0.99))
    }

    @Test("an iPad popover right of its source, the arrow left")
    func arrowLeft() {
        let image = Self.shot(source: CGRect(x: 40, y: 400, width: 100, height: 40), permitted: .left)
        assertSnapshot(of: UIImage(cgImage: image), as: .image(precision: 0.99))
    }
}
