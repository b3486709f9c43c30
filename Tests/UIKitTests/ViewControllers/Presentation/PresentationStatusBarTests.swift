import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The status bar across presentations: re-read when a full-screen presentation begins and
/// when it ends; a sheet leaves it to the controller below unless it
/// `modalPresentationCapturesStatusBarAppearance`.
@MainActor
@Suite("Presentation status bar", .serialized)
struct PresentationStatusBarTests {
    /// A controller preferring `style`.
    final class StyledController: UIViewController {
        let style: UIStatusBarStyle
        init(_ style: UIStatusBarStyle) {
            self.style = style
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
    }

    /// An iPhone 15 showing a root preferring dark content.
    static func stage() -> (Simulator, UIWindow, UIViewController) {
        let sim = Simulator(device: .iPhone15)
        let window = UIWindow(frame: sim.screen.bounds)
        let root = StyledController(.darkContent)
        window.rootViewController = root
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        return (sim, window, root)
    }

    @Test("a full-screen presentation decides the status bar from its start; the presenter again once it is dismissed")
    func fullScreen() {
        let (sim, window, root) = Self.stage()
        defer { withExtendedLifetime(window) {} }
        #expect(StatusBar.current.style == .darkContent)
        let presented = StyledController(.lightContent)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        #expect(StatusBar.current.style == .lightContent, "re-read as the presentation begins")
        sim.runUntilIdle()
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        presented.dismiss(animated: true)
        sim.runUntilIdle()
        #expect(StatusBar.current.style == .darkContent && UIApplication.shared.statusBarStyle == .darkContent)
    }

    @Test("a sheet leaves the status bar to the presenter unless it captures the status bar appearance")
    func sheetCaptures() {
        let (sim, window, root) = Self.stage()
        defer { withExtendedLifetime(window) {} }
        let sheet = StyledController(.lightContent)
        #expect(!sheet.modalPresentationCapturesStatusBarAppearance)
        root.present(sheet, animated: true)
        sim.runUntilIdle()
        #expect(UIApplication.shared.statusBarStyle == .darkContent)
        sheet.dismiss(animated: true)
        sim.runUntilIdle()
        let capturing = StyledController(.lightContent)
        capturing.modalPresentationCapturesStatusBarAppearance = true
        root.present(capturing, animated: true)
        sim.runUntilIdle()
        #expect(StatusBar.current.style == .lightContent && UIApplication.shared.statusBarStyle == .lightContent)
        capturing.dismiss(animated: true)
        sim.runUntilIdle()
        #expect(StatusBar.current.style == .darkContent)
    }
}
