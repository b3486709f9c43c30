import CoreGraphics
import Foundation

/// How a text object shows its insertion point and selection while it is edited: the
/// caret (a 2-point bar in the tint colour) blinking on the host clock, or the selection's
/// highlight (the tint colour at low alpha, behind the text) with a handle at each end.
///
/// The caret is solid while the user types and moves it, then blinks: hidden and shown
/// every half second (UIKit's caret spends about half a second in each state). The blink
/// is one repeating timer on the host run loop, running only while a caret shows.
@MainActor
final class TextSelectionDisplay {
    /// How long the caret stays in each state while blinking, and solid after a change.
    nonisolated static let blinkInterval: TimeInterval = 0.5
    /// The alpha of the tint colour in the selection's highlight.
    static let highlightAlpha: CGFloat = 0.2

    let highlight = TextHighlightView()
    let caret = UIView()
    let startHandle = TextSelectionHandleView(isStart: true)
    let endHandle = TextSelectionHandleView(isStart: false)
    private var blinkTimer: Foundation.Timer?
    /// Whether the caret shows now (for tests: the blink's phase).
    var isCaretVisible: Bool { showsCaret && !caret.isHidden }
    /// Whether the blinking caret is in its shown half.
    private var caretIsOn = true
    /// Whether a caret (not a selection) shows.
    private var showsCaret = false

    init() {
        for view in [highlight, caret, startHandle, endHandle] {
            view.isUserInteractionEnabled = false
            view.isHidden = true
        }
        caret.layer.cornerRadius = 1
    }

    /// Puts the highlight behind `content` and the caret and handles above it, in `view`.
    func install(in view: UIView, around content: UIView) {
        view.insertSubview(highlight, belowSubview: content)
        view.insertSubview(caret, aboveSubview: content)
        view.insertSubview(startHandle, aboveSubview: caret)
        view.insertSubview(endHandle, aboveSubview: startHandle)
    }

    /// Shows `selection` where `geometry` puts it (nothing while not `active`), the
    /// highlight clipped to `clip`.
    func update(active: Bool, selection: NSRange, geometry: (any TextGeometry)?, color: UIColor, clip: CGRect) {
        guard active, let geometry else {
            for view in [highlight, caret, startHandle, endHandle] { view.isHidden = true }
            showsCaret = false
            stopBlinking()
            return
        }
        highlight.frame = clip
        showsCaret = selection.length == 0
        if showsCaret {
            highlight.isHidden = true
            startHandle.isHidden = true
            endHandle.isHidden = true
            caret.frame = geometry.caretRect(at: selection.location)
            caret.backgroundColor = color
            caret.isHidden = !caretIsOn
            if blinkTimer == nil { restartBlinking() }
        } else {
            stopBlinking()
            caret.isHidden = true
            let rects = geometry.selectionRects(for: selection)
            highlight.show(rects.map { $0.rect.offsetBy(dx: -clip.minX, dy: -clip.minY) },
                           color: color.withAlphaComponent(Self.highlightAlpha))
            highlight.isHidden = false
            if let first = rects.first(where: \.containsStart) ?? rects.first {
                startHandle.attach(to: CGRect(x: first.rect.minX, y: first.rect.minY, width: 0, height: first.rect.height), color: color)
            }
            if let last = rects.last(where: \.containsEnd) ?? rects.last {
                endHandle.attach(to: CGRect(x: last.rect.maxX, y: last.rect.minY, width: 0, height: last.rect.height), color: color)
            }
        }
    }

    /// The caret shows solid now and starts blinking after a half second: the user typed
    /// or moved it.
    func restartBlinking() {
        guard showsCaret else { return }
        blinkTimer?.invalidate()
        caretIsOn = true
        caret.isHidden = false
        let timer = BlinkTimer { [weak self] in self?.blink() }
        blinkTimer = timer
        HostRunLoop.current.schedule(timer, interval: Self.blinkInterval, repeats: true)
    }

    /// Stops the blinking (nothing shows a caret).
    func stopBlinking() {
        blinkTimer?.invalidate()
        blinkTimer = nil
        caretIsOn = true
    }

    private func blink() {
        caretIsOn.toggle()
        caret.isHidden = !caretIsOn
    }
}

/// A repeating Foundation timer running a main-actor closure, for the host run loop.
private final class BlinkTimer: Foundation.Timer {
    init(_ body: @escaping @MainActor () -> Void) {
        // The host run loop fires its timers on the main actor.
        super.init(fire: Date(), interval: TextSelectionDisplay.blinkInterval, repeats: true) { _ in
            MainActor.assumeIsolated { body() }
        }
    }
}
