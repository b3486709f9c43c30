import CoreGraphics
import Foundation
import QuartzCore

/// The backdrop of an app's user interface: a view that presents its hierarchy on a
/// screen. Windows start hidden; `makeKeyAndVisible()` shows one.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The window's stacking level: higher levels show above lower ones.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        public static func + (a: Level, b: CGFloat) -> Level { Level(a.rawValue + b) }
        public static func - (a: Level, b: CGFloat) -> Level { Level(a.rawValue - b) }
    }

    /// Posted when a window becomes the key window.
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being the key window.
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    /// Posted when a window becomes visible.
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window becomes hidden.
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")

    /// The screen the window shows on. Set it before showing the window: moving a visible
    /// window to another screen works but redraws everything at the new screen's scale.
    open var screen: UIScreen = UIScreen.main {
        didSet {
            guard screen !== oldValue else { return }
            WindowServer.current.windowsChanged()
            adoptScale(of: screen)
            propagateTraits()
        }
    }

    /// The window's level. Default `.normal`.
    open var windowLevel: Level = .normal {
        didSet { WindowServer.current.windowsChanged() }
    }

    /// The window's first responder, held weakly (see `firstResponder`).
    weak var firstResponderStorage: UIResponder?
    /// The undo manager, once made.
    private var undoManagerStorage: UndoManager?

    /// The view controller whose view fills the window. Its view goes into the window at
    /// once; while the window is shown, the old root controller disappears and the new one
    /// appears (UIWindow+RootViewController).
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            replaceRootViewController(oldValue)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // Born hidden, silently: no didBecomeHidden for a window that was never shown.
        super.isHidden = true
        WindowServer.current.register(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.isHidden = true
        WindowServer.current.register(self)
    }

    /// Whether this is the window receiving keyboard and non-touch events.
    public var isKeyWindow: Bool { WindowServer.current.keyWindow === self }

    /// Makes the window the key window: the previous key window resigns first
    /// (`resignKey()`, `didResignKeyNotification`), then this one becomes key
    /// (`becomeKey()`, `didBecomeKeyNotification`).
    open func makeKey() {
        let server = WindowServer.current
        guard server.keyWindow !== self else { return }
        if let previous = server.keyWindow {
            server.keyWindow = nil
            previous.resignKey()
            NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: previous)
        }
        server.keyWindow = self
        becomeKey()
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Shows the window in front of the other windows of its level and makes it the key
    /// window.
    open func makeKeyAndVisible() {
        isHidden = false
        WindowServer.current.orderFront(self)
        makeKey()
    }

    /// Delivers `event` to the window's views: touches to the views they began in,
    /// presses, motion and remote-control events to the first responder (else the window).
    /// `UIApplication.sendEvent(_:)` calls it; overrides must call `super`.
    open func sendEvent(_ event: UIEvent) { deliver(event) }

    /// The next responder: the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// The window's undo manager, made on first use: what the responder chain of its views
    /// finds (`UIResponder.undoManager`), as every window has one in UIKit.
    open override var undoManager: UndoManager? { windowUndoManager }

    /// Called when the window becomes the key window.
    open func becomeKey() {}

    /// Called when the window stops being the key window.
    open func resignKey() {}

    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            let disappearing = newValue && rootViewControllerWillHide()
            super.isHidden = newValue
            if newValue {
                WindowServer.current.windowsChanged()
                if disappearing { rootViewController?.endAppearanceChange() }
            } else {
                applyAppearance() // a window takes its proxies' values when it is shown
                WindowServer.current.orderFront(self)
                rootViewControllerWillShow()
            }
            NotificationCenter.default.post(
                name: newValue ? UIWindow.didBecomeHiddenNotification : UIWindow.didBecomeVisibleNotification, object: self)
        }
    }

    /// The safe-area insets of the window's own rectangle on its screen.
    var windowSafeAreaInsets: UIEdgeInsets {
        UIEdgeInsets(reachOf: frame, beyond: screen.bounds.inset(by: screen.safeAreaInsets))
    }

    private var windowUndoManager: UndoManager {
        if let undoManagerStorage { return undoManagerStorage }
        let made = UndoManager()
        undoManagerStorage = made
        return made
    }

}
