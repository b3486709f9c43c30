import CoreGraphics
import Foundation

/// The window the keyboard shows in, above every window of the app — UIKit's keyboard
/// window (`UIRemoteKeyboardWindow`) is at level 10,000,000 — on the main screen. It fills
/// the screen, so that rotation resizes it with the app's windows, and lets touches outside
/// the keyboard through to the windows behind. It is never the key window; it is shown only
/// while the keyboard is.
final class KeyboardWindow: UIWindow {
    /// UIKit's level for its keyboard window.
    static let keyboardLevel = UIWindow.Level(10_000_000)

    /// What slides: the accessory view over the keyboard or the input view.
    let hostView = KeyboardHostView()

    init(screen: UIScreen) {
        super.init(frame: screen.bounds)
        self.screen = screen
        windowLevel = KeyboardWindow.keyboardLevel
        addSubview(hostView)
    }

    /// The keyboard's window is made by the keyboard only.
    required init?(coder: NSCoder) { nil }

    /// Only the keyboard takes touches: elsewhere the window finds nothing, and the touch
    /// goes to the windows behind.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view === self ? nil : view
    }
}
