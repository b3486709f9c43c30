import Foundation
import Testing
import UIKitSnapshotTesting
import UIKitTesting

/// Sheets in pixels, beside iOS 17: a page sheet at the medium and large detents on an
/// iPhone 15 (the presenter dimmed, and scaled back behind the large one), and an iPad
/// form sheet, and an edge-attached sheet on an iPhone in landscape.
@MainActor
@Suite("Sheet rendering", .serialized)
struct SheetRenderingTests {
    /// A controller with a title label on a plain background.
    static func screen(_ title: String, _ color: UIColor) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = color
        let label = UILabel(frame: CGRect(x: 20, y: 80, width: 300, height: 40))
        label.text = title
        label.font = .boldSystemFont(ofSize: 28)
        controller.view.addSubview(label)
        return controller
    }

    /// Presents a sheet configured by `configure` over a root screen on `device` and
    /// returns the screenshot once it rests.
    static func shot(_ device: Device, _ orientation: UIInterfaceOrientation = .portrait,
                     style: UIModalPresentationStyle = .automatic,
                     configure: (UISheetPresentationController?) -> Void = { _ in }) -> CGImage {
        let sim = Simulator(device: device)
        if orientation != .portrait { sim.rotate(to: orientation) }
        let window = UIWindow(frame: sim.screen.bounds)
        window.backgroundColor = .black
        window.rootViewController = screen("Presenter", .systemBackground)
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        let sheet = screen("Sheet", .secondarySystemBackground)
        sheet.modalPresentationStyle = style
        configure(sheet.sheetPresentationController)
        window.rootViewController?.present(sheet, animated: true)
        sim.runUntilIdle()
        return sim.screenshot()
    }

    @Test("a page sheet at the large detent on an iPhone 15, with its grabber")
    func largePageSheet() {
        let image = Self.shot(.iPhone15) { $0?.prefersGrabberVisible = true }
        assertSnapshot(of: UIImage(cgImage: image), as: .image(precision: 0.99))
    }

    @Test("a page sheet at the medium detent on an iPhone 15, with its grabber")
    func mediumPageSheet() {
        let image = Self.shot(.iPhone15) {
            $0?.detents = [.medium(), .large()]
            $0?.prefersGrabberVisible = true
        }
        assertSnapshot(of: UIImage(cgImage: image), as: .image(precision: 0.99))
    }

    @Test("an edge-attached sheet at the medium detent on an iPhone 15 in landscape, with its grabber")
    func edgeAttachedLandscapeSheet() {
        let image = Self.shot(.iPhone15, .landscapeLeft) {
            $0?.prefersEdgeAttachedInCompactHeight = true
            $0?.detents = [.medium(), .large()]
            $0?.prefersGrabberVisible = true
        }
        assertSnapshot(of: UIImage(cgImage: image), as: .image(precision: 0.99))
    }

    @Test("a form sheet on an iPad in portrait")
    func iPadFormSheet() {
        let image = Self.shot(.iPad, style: .formSheet)
        assertSnapshot(of: UIImage(cgImage: image), as: .image(precision: 0.99))
    }
}
