import CoreGraphics
import Foundation
import QuartzCore

// Showing and hiding: the keyboard slides up from below the screen and back down in
// `KeyboardAnimation.duration` on its curve, its layout guides following in the same
// animation, with the notifications around each change.

extension SoftwareKeyboard {
    /// Shows `content` for `client`: slides in from below the screen, or — already up —
    /// moves from where it is to its new frame, posting the show notifications; nothing when
    /// nothing changes.
    func show(_ content: Content, for client: UIResponder, animated: Bool) {
        let screen = UIScreen.main
        let window = keyboardWindow(on: screen)
        let layout = frame(of: content, on: screen)
        let needsSession = content.usesSystemKeyboard && session?.serves(client) != true
        if let shown, shown.client === client, shown.frame == layout.frame, shown.accessory === content.accessory,
           shown.inputView === content.inputView, shown.usesSystemKeyboard == content.usesSystemKeyboard, !needsSession {
            return
        }
        let begin = onScreenFrame
            ?? CGRect(x: 0, y: screen.bounds.height, width: layout.frame.width, height: layout.frame.height)
        finishRunningChange()

        if content.usesSystemKeyboard {
            if needsSession || session == nil { session = KeyboardSession(client: client) }
            if let session, keyboardView?.session !== session {
                keyboardView = KeyboardView(session: session, profile: screen.profile.keyboard)
            }
        } else {
            session = nil
            keyboardView = nil
        }
        let input: UIView? = content.usesSystemKeyboard ? keyboardView : content.inputView
        let inputHeight = content.usesSystemKeyboard ? layout.input : content.inputView.map(height(of:)) ?? 0
        let host = window.hostView
        UIView.performWithoutAnimation {
            host.show(accessory: content.accessory.map { ($0, layout.accessory) }, input: input.map { ($0, inputHeight) })
            if window.isHidden { host.frame = begin }
        }
        window.isHidden = false
        shown = Shown(client: client, accessory: content.accessory, inputView: content.inputView,
                      usesSystemKeyboard: content.usesSystemKeyboard, frame: layout.frame)
        start(KeyboardChange(kind: .show, begin: begin, end: layout.frame,
                             duration: animated && begin != layout.frame ? KeyboardAnimation.duration : 0))
    }

    /// Slides the keyboard down out of the screen, posting the hide notifications; its views
    /// leave when it is gone.
    func hide(animated: Bool) {
        guard let shown, let window else { return }
        let begin = onScreenFrame ?? shown.frame
        finishRunningChange()
        self.shown = nil
        let end = CGRect(x: begin.minX, y: window.screen.bounds.height, width: begin.width, height: begin.height)
        start(KeyboardChange(kind: .hide, begin: begin, end: end, duration: animated ? KeyboardAnimation.duration : 0))
    }

    /// Posts `change`'s will- notifications and moves the keyboard (and what follows it) to
    /// its end frame, then posts its did- notifications: at once without a duration, else
    /// when the slide ends — unless another change came first.
    private func start(_ change: KeyboardChange) {
        changeCount += 1
        let id = changeCount
        running = (change, id)
        change.postWill()
        // An observer may have changed the keyboard already (`reloadInputViews()`).
        guard running?.id == id, let host = window?.hostView else { return }
        let move = { [self] in
            host.frame = change.end
            layoutGuidesFollow()
        }
        guard change.duration > 0 else {
            UIView.performWithoutAnimation(move)
            finishRunningChange()
            return
        }
        UIView.runAnimationBlock(duration: change.duration, delay: 0, options: [.beginFromCurrentState],
                                 timing: .curve(KeyboardAnimation.timingFunction), animations: move,
                                 completion: { [weak self] _ in
                                     guard let self, running?.id == id else { return }
                                     finishRunningChange()
                                 })
    }

    /// Ends the change under way: a hide takes the keyboard's views away; its did-
    /// notifications are posted.
    func finishRunningChange() {
        guard let change = running?.change else { return }
        running = nil
        if change.kind == .hide, shown == nil {
            window?.hostView.clear()
            window?.isHidden = true
            keyboardView = nil
            session = nil
        }
        change.postDid()
    }

    /// Where the keyboard is on screen now (mid-slide, where it is shown), in screen
    /// coordinates; nil when its window is hidden.
    private var onScreenFrame: CGRect? {
        guard let window, !window.isHidden else { return nil }
        let host = window.hostView
        let frame = host.layer.presentation()?.frame ?? host.frame
        return frame.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// The keyboard's window, made on first use, on `screen`.
    private func keyboardWindow(on screen: UIScreen) -> KeyboardWindow {
        if let window, window.screen === screen { return window }
        let window = KeyboardWindow(screen: screen)
        self.window = window
        return window
    }

    /// The keyboard layout guides take the keyboard's new place: in the animation block
    /// open, so views constrained to them move with the keyboard.
    private func layoutGuidesFollow() {
        var windows: [UIWindow] = []
        for guide in layoutGuides.live() {
            guide.keyboardMoved()
            if let window = guide.owningView?.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.layoutIfNeeded() }
    }
}
