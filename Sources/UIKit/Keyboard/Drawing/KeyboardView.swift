import CoreGraphics
import Foundation

/// The system keyboard on screen: one view drawing every key of the plane shown — redrawn
/// when the plane, shift, the return key or the pressed key changes, never per frame — and
/// taking the touches on them (`KeyboardView+Touches.swift`; the drawing is in
/// `KeyboardView+Drawing.swift`).
final class KeyboardView: UIView {
    let session: KeyboardSession
    let profile: KeyboardProfile
    /// The keys' places, for the plane and size they were made for.
    private var placed: (plane: KeyboardPlane, size: CGSize, insets: UIEdgeInsets, geometry: KeyboardGeometry)?
    /// The key a finger is on.
    var pressedKey: KeyboardGeometry.PlacedKey? {
        didSet { if pressedKey != oldValue { setNeedsDisplay() } }
    }
    /// The next repeat of a held delete key, and how many repeats came before it.
    var deleteRepeat: GestureClock.Timer?
    var deleteRepeatCount = 0

    init(session: KeyboardSession, profile: KeyboardProfile) {
        self.session = session
        self.profile = profile
        super.init(frame: .zero)
        isOpaque = true
        contentMode = .redraw
        session.onChange = { [weak self] in self?.setNeedsDisplay() }
    }

    /// The keyboard's views are made by the keyboard only.
    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) { drawKeyboard() }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { fingerDown(touch) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { fingerMoved(touch) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { fingerUp(touch) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { fingerCancelled() }

    /// The keys of the plane shown, placed in the view's bounds (remade when the plane, the
    /// size or the screen's safe area changes).
    var geometry: KeyboardGeometry {
        let screen = window?.screen ?? UIScreen.main
        let insets = screen.safeAreaInsets
        if let placed, placed.plane == session.plane, placed.size == bounds.size, placed.insets == insets {
            return placed.geometry
        }
        let landscape = screen.isLandscape
        let layout = KeyboardLayout(type: session.keyboardType, plane: session.plane,
                                    returnKeyType: session.returnKeyType,
                                    controlsBelowKeys: profile.hasControlsBelowKeys)
        let geometry = KeyboardGeometry(layout: layout, size: bounds.size,
                                        keysHeight: min(bounds.height, profile.keysHeight(landscape: landscape)),
                                        leftInset: insets.left, rightInset: insets.right)
        placed = (session.plane, bounds.size, insets, geometry)
        return geometry
    }
}
