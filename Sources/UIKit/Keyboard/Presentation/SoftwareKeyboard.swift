import CoreGraphics
import Foundation

/// The software keyboard of the environment: whether it shows, for which responder, where,
/// its window and views, and its notifications.
///
/// It serves the first responder — the key window's, else the responder that last became
/// first responder if it still is — when that responder asks for input: an input view or
/// input view controller (shown instead of the system keyboard), the system keyboard for a
/// responder adopting `UIKeyInput` unless a hardware keyboard is connected, an input
/// accessory view (shown on top, or alone). It follows first responder changes at the start
/// of the next turn of the run loop, so that one responder resigning and another becoming
/// first responder is one change, as on iOS.
///
/// The notifications (`KeyboardChange`), as current iOS posts them: showing posts
/// will-change-frame, will-show, then after the 0.25 s slide did-change-frame, did-show;
/// hiding the same with hide. A new responder while the keyboard is up, a new frame
/// (rotation, `reloadInputViews()` with other views) post the show sequence again, from the
/// old frame to the new (no hide: the keyboard stays). A change that interrupts another
/// posts the other's did- notifications first, so every will- has its did-.
@MainActor
package final class SoftwareKeyboard {
    /// The keyboard of the environment in force.
    package static var current: SoftwareKeyboard { HostEnvironment.current.uiKit.keyboard }

    /// Whether a hardware keyboard is connected: then the system keyboard does not show
    /// (input views and accessory views still do). Default false, as on an iPhone.
    /// Changing it shows or hides the keyboard at the next turn, animated.
    package var hardwareKeyboardConnected = false {
        didSet { if hardwareKeyboardConnected != oldValue { setNeedsUpdate() } }
    }

    /// What the keyboard shows, and for whom.
    struct Shown {
        weak var client: UIResponder?
        var accessory: UIView?
        /// The responder's input view; nil: the system keyboard (or the accessory alone).
        var inputView: UIView?
        var usesSystemKeyboard: Bool
        /// Where the keyboard is, or is going, in screen coordinates.
        var frame: CGRect
    }

    /// What the keyboard shows; nil while hidden or hiding.
    var shown: Shown?
    /// The system keyboard's state, while it shows.
    var session: KeyboardSession?
    /// The system keyboard's view, while it shows.
    var keyboardView: KeyboardView?
    var window: KeyboardWindow?
    /// The change whose animation runs, with its number.
    var running: (change: KeyboardChange, id: Int)?
    var changeCount = 0
    private var updateIsScheduled = false
    private weak var latestFirstResponder: UIResponder?
    /// The keyboard layout guides made, which follow the keyboard.
    var layoutGuides = WeakList<UIKeyboardLayoutGuide>()

    init() {}

    // MARK: What tests and layout read

    /// The keyboard's frame in screen coordinates while it shows (where it is going while
    /// it slides in); nil while hidden or hiding.
    package var frame: CGRect? { shown?.frame }

    /// Whether the keyboard is sliding, or will follow a first responder change at the next
    /// turn.
    package var isChanging: Bool { updateIsScheduled || (running.map { $0.change.duration > 0 } ?? false) }

    /// The keys of the system keyboard shown, with their names as shown (letters in the
    /// case shift gives them) and frames in screen coordinates (where they are going while the
    /// keyboard slides); empty when the system keyboard is not shown.
    package var keys: [(name: String, frame: CGRect, isEnabled: Bool)] {
        guard let keyboardView, let session, shown != nil else { return [] }
        return keyboardView.geometry.keys.map { placed in
            let enabled = placed.key.action != .return || session.isReturnKeyEnabled
            return (placed.key.name(shifted: session.isShifted), screenFrame(of: placed.frame, in: keyboardView), enabled)
        }
    }

    /// The return key of the system keyboard shown, whatever its title; nil when none shows.
    package var returnKey: (name: String, frame: CGRect, isEnabled: Bool)? {
        guard let keyboardView, let session, shown != nil,
              let placed = keyboardView.geometry.keys.first(where: { $0.key.action == .return }) else { return nil }
        return (placed.key.name, screenFrame(of: placed.frame, in: keyboardView), session.isReturnKeyEnabled)
    }

    /// Types `text` into the responder the system keyboard serves, as if a key typed it
    /// (what the Simulator does for characters no key types). Returns whether there was one.
    @discardableResult
    package func typeDirectly(_ text: String) -> Bool {
        guard let session, shown != nil else { return false }
        session.insert(text)
        return true
    }

    private func screenFrame(of rect: CGRect, in view: UIView) -> CGRect {
        let inWindow = view.convert(rect, to: nil)
        let origin = view.window?.frame.origin ?? .zero
        return inWindow.offsetBy(dx: origin.x, dy: origin.y)
    }

    // MARK: Following the first responder

    /// A responder became (`became`) or stopped being first responder: the keyboard
    /// follows at the next turn.
    func firstResponderChanged(_ responder: UIResponder, became: Bool) {
        if became { latestFirstResponder = responder }
        setNeedsUpdate()
    }

    /// The responder's input views or traits changed (`reloadInputViews()`): when the
    /// keyboard serves it, it shows the new ones now, without sliding.
    func reloadInputViews(of responder: UIResponder) {
        guard shown?.client === responder else { return }
        update(animated: false)
    }

    /// The screen turned: a keyboard up takes its new size now.
    func screenTurned(_ screen: UIScreen) {
        guard shown != nil, screen === window?.screen else { return }
        update(animated: false)
    }

    private func setNeedsUpdate() {
        guard !updateIsScheduled else { return }
        updateIsScheduled = true
        HostRunLoop.current.perform { [weak self] in
            guard let self else { return }
            updateIsScheduled = false
            update(animated: true)
        }
    }

    /// Shows the keyboard for the responder that wants it, or hides it.
    func update(animated: Bool) {
        if let client = wantedClient, let content = content(for: client) {
            show(content, for: client, animated: animated)
        } else if shown != nil {
            hide(animated: animated)
        }
    }

    /// The first responder asking for input, if any.
    private var wantedClient: UIResponder? {
        [WindowServer.current.keyWindow?.firstResponder, latestFirstResponder].lazy.compactMap { $0 }.first { responder in
            responder.isFirstResponder && responder.responderWindow?.isHidden == false && content(for: responder) != nil
        }
    }

    // MARK: Content

    /// What the keyboard shows for a responder.
    struct Content {
        var accessory: UIView?
        var inputView: UIView?
        var usesSystemKeyboard: Bool
    }

    /// What `responder` asks the keyboard to show; nil: nothing (it takes no input).
    func content(for responder: UIResponder) -> Content? {
        let inputView = responder.inputView ?? responder.inputViewController?.view
        // A read-only text view is first responder to select, not to type.
        let takesTyping = (responder as? any TextEditingSessionHost)?.allowsEditingSession ?? true
        let system = inputView == nil && responder is UIKeyInput && takesTyping && !hardwareKeyboardConnected
        let accessory = responder.inputAccessoryView ?? responder.inputAccessoryViewController?.view
        guard inputView != nil || system || accessory != nil else { return nil }
        return Content(accessory: accessory, inputView: inputView, usesSystemKeyboard: system)
    }

    /// The height a view asks for: its frame's, or its intrinsic height when its frame has
    /// none; 0 when it has neither.
    func height(of view: UIView) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic.isFinite && intrinsic > 0 ? intrinsic : 0
    }

    /// The heights of the parts and the keyboard's frame on `screen`: the accessory on top,
    /// then the system keyboard (its profile's height) or the input view with the screen's
    /// bottom safe area under it (also under an accessory alone), at the bottom of the screen.
    func frame(of content: Content, on screen: UIScreen) -> (accessory: CGFloat, input: CGFloat, frame: CGRect) {
        let accessory = content.accessory.map(height(of:)) ?? 0
        let input: CGFloat
        if content.usesSystemKeyboard {
            input = screen.profile.keyboard.height(landscape: screen.isLandscape)
        } else {
            input = (content.inputView.map(height(of:)) ?? 0) + screen.safeAreaInsets.bottom
        }
        let bounds = screen.bounds
        let total = accessory + input
        return (accessory, input, CGRect(x: 0, y: bounds.height - total, width: bounds.width, height: total))
    }
}
