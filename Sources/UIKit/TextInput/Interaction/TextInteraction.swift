import CoreGraphics
import Foundation
import QuartzCore

/// The gestures and the edit menu of a text object, as on iOS 17:
///
/// - a tap begins editing, or moves the caret to the nearer end of the tapped word; a tap
///   on the caret or on the selection shows the edit menu (or hides it); on read-only text
///   (a text view that is selectable, not editable) a tap only clears the selection, and
///   a double tap or a long press selects a word;
/// - a double tap selects the word, a triple tap the line (the paragraph), each showing
///   the edit menu;
/// - a long press (half a second) puts the caret exactly under the finger and moves it
///   with the finger; lifting shows the edit menu (no loupe, as on iOS 17);
/// - dragging a selection handle moves that end of the selection (the ends swap when they
///   cross); lifting shows the edit menu.
///
/// Touches on controls inside the object (its clear button, a button in an overlay view)
/// are theirs. The menu is an `UIEditMenuInteraction` on the object, holding the standard
/// commands its `canPerformAction(_:withSender:)` allows; typing or moving the selection
/// takes it away.
@MainActor
final class TextInteraction: NSObject, UIGestureRecognizerDelegate, UIEditMenuInteractionDelegate {
    /// How close to the caret (points, either side) a tap shows the menu instead of moving it.
    static let caretTapSlop: CGFloat = 10
    /// How close to a selection handle (points) a drag takes hold of it.
    static let handleSlop: CGFloat = 20

    private weak var host: (any TextInteractionHost)?
    let tapRecognizer = TextTapRecognizer(target: nil, action: nil)
    let longPressRecognizer = UILongPressGestureRecognizer(target: nil, action: nil)
    let handlePanRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
    /// Where the finger the handle recognizer follows went down (the host's coordinates).
    private var handleTouchDown: CGPoint?
    /// The end of the selection that stays put while a handle is dragged.
    private var handleAnchor: Int?
    private(set) var editMenu: UIEditMenuInteraction!
    /// Whether the edit menu shows.
    private(set) var isShowingEditMenu = false
    /// When the edit menu last went (host time): a tap that took it away as its finger
    /// went down does not bring it back.
    private var menuDismissalTime: TimeInterval = -.infinity

    init(host: any TextInteractionHost) {
        self.host = host
        super.init()
        editMenu = UIEditMenuInteraction(delegate: self)
        host.addInteraction(editMenu)
        tapRecognizer.addTarget(self, action: #Selector(TextInteraction.handleTap(_:)))
        longPressRecognizer.addTarget(self, action: #Selector(TextInteraction.handleLongPress(_:)))
        handlePanRecognizer.addTarget(self, action: #Selector(TextInteraction.handleHandleDrag(_:)))
        handlePanRecognizer.maximumNumberOfTouches = 1
        for recognizer in [tapRecognizer, longPressRecognizer, handlePanRecognizer] as [UIGestureRecognizer] {
            recognizer.delegate = self
            host.addGestureRecognizer(recognizer)
        }
    }

    // MARK: Gestures

    func handleTap(_ recognizer: TextTapRecognizer) {
        guard let host, recognizer.state == .recognized else { return }
        let point = recognizer.location(in: host)
        if recognizer.tapCount == 1, host.interactWithTextItem(at: point) { return }
        guard host.isEditingText || (!host.placesCaret && recognizer.tapCount > 1) else {
            // Read-only text: a single tap selects nothing.
            guard host.placesCaret, host.beginEditingForInteraction() else { return }
            host.engine.select(NSRange(location: snappedOffset(at: point, in: host), length: 0), origin: .interaction)
            return
        }
        // A double tap on read-only text takes first responder to select.
        if !host.isEditingText, !host.beginEditingForInteraction() { return }
        switch recognizer.tapCount {
        case 1 where !host.placesCaret:
            // Read-only text: a tap clears the selection (there is no caret to place).
            dismissEditMenu()
            host.engine.select(NSRange(location: host.engine.selection.location, length: 0), origin: .interaction)
        case 1:
            if touchesSelection(point, in: host) {
                let wasShowing = isShowingEditMenu || menuDismissalTime >= recognizer.touchDownTime
                if wasShowing { dismissEditMenu() } else { showEditMenu() }
            } else {
                dismissEditMenu()
                host.engine.select(NSRange(location: snappedOffset(at: point, in: host), length: 0), origin: .interaction)
            }
        case 2:
            selectWord(at: point, in: host)
            showEditMenu()
        default:
            let offset = host.inputGeometry.closestOffset(to: point)
            let paragraph = TextBoundaries.paragraph(containing: offset, in: host.engine.string)
            host.engine.select(NSRange(location: paragraph.lowerBound, length: paragraph.count), origin: .interaction)
            showEditMenu()
        }
    }

    func handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
        guard let host else { return }
        switch recognizer.state {
        case .began:
            if !host.isEditingText, !host.beginEditingForInteraction() { return }
            dismissEditMenu()
            // Read-only text has no caret: the press selects the word under the finger.
            if host.placesCaret {
                placeCaretExactly(at: recognizer.location(in: host), in: host)
            } else {
                selectWord(at: recognizer.location(in: host), in: host)
            }
        case .changed:
            if host.placesCaret { placeCaretExactly(at: recognizer.location(in: host), in: host) }
        case .ended:
            if host.isEditingText { showEditMenu() }
        default:
            break
        }
    }

    func handleHandleDrag(_ recognizer: UIPanGestureRecognizer) {
        guard let host, let anchor = handleAnchor else { return }
        switch recognizer.state {
        case .began, .changed:
            let offset = host.inputGeometry.closestOffset(to: recognizer.location(in: host))
            guard offset != anchor else { return }
            host.engine.select(NSRange(location: min(anchor, offset), length: abs(offset - anchor)), origin: .interaction)
        case .ended:
            handleAnchor = nil
            showEditMenu()
        default:
            handleAnchor = nil
        }
    }

    /// The end of the selection that stays when a drag starting at `point` holds a handle:
    /// the end opposite the handle within `handleSlop`; nil when it holds none.
    private func anchorForHandleDrag(at point: CGPoint, in host: any TextInteractionHost) -> Int? {
        let selection = host.engine.selection
        guard host.isEditingText, selection.length > 0 else { return nil }
        let geometry = host.inputGeometry
        let start = geometry.caretRect(at: selection.location)
        let end = geometry.caretRect(at: selection.location + selection.length)
        func distance(_ caret: CGRect) -> CGFloat {
            let dy = point.y < caret.minY ? caret.minY - point.y : max(0, point.y - caret.maxY)
            return hypot(point.x - caret.minX, dy)
        }
        let toStart = distance(start), toEnd = distance(end)
        guard min(toStart, toEnd) <= Self.handleSlop else { return nil }
        return toStart < toEnd ? selection.location + selection.length : selection.location
    }

    /// The character boundary nearest `point`, moved to the nearer end of the word it
    /// falls in (to the nearest character in text whose words are hidden).
    private func snappedOffset(at point: CGPoint, in host: any TextInteractionHost) -> Int {
        let offset = host.inputGeometry.closestOffset(to: point)
        guard !host.hidesWords,
              let word = TextBoundaries.words(near: offset, in: host.engine.string).first(where: {
                  $0.lowerBound < offset && offset < $0.upperBound
              }) else { return offset }
        return offset - word.lowerBound <= word.upperBound - offset ? word.lowerBound : word.upperBound
    }

    private func placeCaretExactly(at point: CGPoint, in host: any TextInteractionHost) {
        host.engine.select(NSRange(location: host.inputGeometry.closestOffset(to: point), length: 0), origin: .interaction)
    }

    /// Whether `point` is on the caret or inside the selection.
    private func touchesSelection(_ point: CGPoint, in host: any TextInteractionHost) -> Bool {
        let selection = host.engine.selection
        let geometry = host.inputGeometry
        if selection.length == 0 {
            let caret = geometry.caretRect(at: selection.location)
            return abs(point.x - caret.midX) <= Self.caretTapSlop && point.y >= caret.minY - Self.caretTapSlop
                && point.y <= caret.maxY + Self.caretTapSlop
        }
        return geometry.selectionRects(for: selection).contains { $0.rect.contains(point) }
    }

    /// Selects the word under `point` (the nearest one when the point is between words);
    /// all the text when words are hidden.
    private func selectWord(at point: CGPoint, in host: any TextInteractionHost) {
        let text = host.engine.string
        guard !host.hidesWords else {
            host.engine.select(NSRange(location: 0, length: host.engine.length), origin: .interaction)
            return
        }
        let offset = host.inputGeometry.characterRange(at: point)?.location ?? host.inputGeometry.closestOffset(to: point)
        let words = TextBoundaries.words(near: offset, in: text)
        let word = words.first { $0.lowerBound <= offset && offset < $0.upperBound }
            ?? words.min { distance(offset, $0) < distance(offset, $1) }
        guard let word else {
            host.engine.select(NSRange(location: offset, length: 0), origin: .interaction)
            return
        }
        host.engine.select(NSRange(location: word.lowerBound, length: word.count), origin: .interaction)
    }

    private func distance(_ offset: Int, _ range: Range<Int>) -> Int {
        offset < range.lowerBound ? range.lowerBound - offset : max(0, offset - range.upperBound)
    }

    // MARK: Edit menu

    /// Shows the edit menu for the selection (or the caret).
    func showEditMenu() {
        guard let host, host.window != nil, host.isEditingText else { return }
        let target = targetRect(in: host)
        editMenu.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: target.midX, y: target.minY)))
    }

    func dismissEditMenu() {
        editMenu.dismissMenu()
    }

    /// The user typed or moved the selection: the menu goes.
    func selectionDidChangeByUser() {
        if isShowingEditMenu { dismissEditMenu() }
    }

    private func targetRect(in host: any TextInteractionHost) -> CGRect {
        let selection = host.engine.selection
        let geometry = host.inputGeometry
        guard selection.length > 0 else { return geometry.caretRect(at: selection.location) }
        return geometry.selectionRects(for: selection).reduce(CGRect.null) { $0.union($1.rect) }
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        guard let host else { return nil }
        return host.editMenu(for: host.engine.selection, suggestedActions: suggestedActions)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        guard let host else { return .null }
        return targetRect(in: host)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        isShowingEditMenu = true
        host?.editMenuWillPresent(animator: animator)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        isShowingEditMenu = false
        menuDismissalTime = CACurrentMediaTime()
        host?.editMenuWillDismiss(animator: animator)
    }

    // MARK: Gesture delegate

    /// Touches on a control inside the text object (the clear button, an overlay's button)
    /// are the control's; a disabled object takes none.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let host, (host as? UIControl)?.isEnabled ?? true else { return false }
        if let view = touch.view, view !== host, view is UIControl { return false }
        if gestureRecognizer === handlePanRecognizer { handleTouchDown = touch.location(in: host) }
        return true
    }

    /// The handle recognizer begins only for a drag that started on a selection handle.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === handlePanRecognizer else { return true }
        guard let host, let start = handleTouchDown else { return false }
        handleAnchor = anchorForHandleDrag(at: start, in: host)
        if handleAnchor != nil { dismissEditMenu() }
        return handleAnchor != nil
    }
}
