import Foundation
import Testing
import UIKitTesting

/// Records a context menu interaction's delegate calls by name, in order, and answers the
/// configuration `configuration` makes for a location (nil: no menu).
@MainActor
final class ContextMenuRecorder: NSObject, UIContextMenuInteractionDelegate {
    var calls: [String] = []
    var configuration: ((CGPoint) -> UIContextMenuConfiguration?)?
    /// The locations configurations were asked for.
    var locations: [CGPoint] = []
    var commitStyle: UIContextMenuInteractionCommitStyle?
    var previewControllers: [UIViewController?] = []

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        calls.append("configuration")
        locations.append(location)
        return configuration?(location)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        calls.append("willDisplay")
        previewControllers.append(animator?.previewViewController)
        animator?.addAnimations { self.calls.append("displayAnimations") }
        animator?.addCompletion { self.calls.append("displayed") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        calls.append("willEnd")
        animator?.addCompletion { self.calls.append("ended") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        calls.append("willPerformPreview")
        if let commitStyle { animator.preferredCommitStyle = commitStyle }
        animator.addCompletion { self.calls.append("committed") }
    }
}

/// The actions performed, by title, with their senders.
@MainActor
final class MenuActionLog {
    private(set) var titles: [String] = []
    private(set) var senders: [Any?] = []

    /// An action titled `title` that logs itself when performed.
    func action(_ title: String, image: UIImage? = nil, subtitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off) -> UIAction {
        UIAction(title: title, subtitle: subtitle, image: image, attributes: attributes, state: state) { [weak self] action in
            self?.titles.append(action.title)
            self?.senders.append(action.sender)
        }
    }

    func note(_ title: String) { titles.append(title) }
}

/// A context menu stage: an iPhone 15 screen, white, with a teal view (at 40, 200,
/// 200 × 120) holding an interaction whose recorder answers `menu` (made once per
/// configuration).
@MainActor
struct ContextMenuStage {
    let sim: Simulator
    let window: UIWindow
    let view: UIView
    let interaction: UIContextMenuInteraction
    let recorder: ContextMenuRecorder
    let log = MenuActionLog()

    init(frame: CGRect = CGRect(x: 40, y: 200, width: 200, height: 120), order: UIContextMenuConfiguration.ElementOrder = .automatic,
         menu: ((MenuActionLog) -> UIMenu)? = nil) {
        (sim, window) = makeScenarioWindow(device: .iPhone15, background: .white)
        // The window server holds windows weakly; a test's stage may end its life early.
        stageWindow = window
        UIApplication.current = UIApplication()
        view = colouredView(frame, .systemTeal)
        window.addSubview(view)
        recorder = ContextMenuRecorder()
        interaction = UIContextMenuInteraction(delegate: recorder)
        view.addInteraction(interaction)
        let log = self.log
        if let menu {
            recorder.configuration = { _ in
                let configuration = UIContextMenuConfiguration(identifier: "menu" as NSString, previewProvider: nil) { _ in menu(log) }
                configuration.preferredMenuElementOrder = order
                return configuration
            }
        }
    }

    /// The middle of the view, in the window (screen) coordinates.
    var center: CGPoint { CGPoint(x: view.frame.midX, y: view.frame.midY) }

    /// Presses the view for `duration` seconds (the finger stays down); returns the finger.
    func press(for duration: TimeInterval = 0.6) -> Simulator.Finger {
        let finger = sim.touchDown(at: center)
        sim.advance(by: duration)
        return finger
    }

    /// Long-presses the view and lifts the finger without moving it: the menu stays.
    func showMenu() {
        let finger = press()
        sim.touchUp(finger)
        sim.runUntilIdle()
    }
}

/// The window of the last stage made, kept alive until the next one.
@MainActor
private var stageWindow: UIWindow?

/// The context menu on screen.
@MainActor
var shownContextMenu: ContextMenuPresentation? { ContextMenuPresentation.current }

/// The titles of the rows shown, top to bottom (empty when no menu shows).
@MainActor
var shownRowTitles: [String] { shownContextMenu?.shownRows.map(\.title) ?? [] }

extension Simulator {
    /// The frame of the shown row titled `title`, in screen points; records an issue when
    /// there is none.
    func contextMenuRow(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect? {
        guard let row = shownContextMenu?.shownRows.first(where: { $0.title == title }) else {
            Issue.record("no row titled \(title); the menu shows \(shownRowTitles)", sourceLocation: sourceLocation)
            return nil
        }
        return row.frame
    }

    /// Taps the middle of the shown row titled `title`.
    func tapContextMenuRow(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame = contextMenuRow(title, sourceLocation: sourceLocation) else { return }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}

/// Writes `image` to `/tmp/menus/<name>.png` for looking at.
func writeMenuPNG(_ image: CGImage, _ name: String) {
    try? FileManager.default.createDirectory(atPath: "/tmp/menus", withIntermediateDirectories: true)
    RenderedPixels.writePNG(image, to: "/tmp/menus/\(name).png")
}
