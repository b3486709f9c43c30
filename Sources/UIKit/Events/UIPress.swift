import CoreGraphics
import Foundation

/// One press of a physical button or keyboard key. The same object follows the press from
/// began to ended and stays with the responder that was first responder when it began.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        case began = 0
        case changed = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
    }

    /// The remote or game-controller button a press stands for.
    public enum PressType: Int, Sendable {
        case upArrow = 0
        case downArrow = 1
        case leftArrow = 2
        case rightArrow = 3
        case select = 4
        case menu = 5
        case playPause = 6
        case pageUp = 30
        case pageDown = 31
        case tvRemoteOneTwoThree = 32
        case tvRemoteFourColors = 33
    }

    var phaseStorage: Phase = .began
    var timestampStorage: TimeInterval = 0
    var keyStorage: UIKey?
    var windowStorage: UIWindow?
    var responderStorage: UIResponder?

    public override init() {
        super.init()
    }

    /// Where the press is in its life.
    open var phase: Phase { phaseStorage }

    /// When the press began or last changed, in seconds of the host's clock.
    open var timestamp: TimeInterval { timestampStorage }

    /// The button the press stands for. A keyboard key reports its remote counterpart:
    /// the arrows, Return and Enter as `.select`, Escape as `.menu`, Page Up and Down; keys
    /// without one report `.select` too (approximate: read `key` for keyboard presses).
    open var type: PressType { keyStorage.map { PressType(key: $0.keyCode) } ?? .select }

    /// The window of the responder receiving the press.
    open var window: UIWindow? { windowStorage }

    /// The responder receiving the press: the first responder when it began (else the key
    /// window).
    open var responder: UIResponder? { responderStorage }

    /// The gesture recognizers receiving the press: empty (presses do not reach gesture
    /// recognizers here).
    open var gestureRecognizers: [UIGestureRecognizer]? { [] }

    /// The force of the press: 1 while down, 0 once released (keys are not
    /// pressure-sensitive).
    open var force: CGFloat { phaseStorage == .ended || phaseStorage == .cancelled ? 0 : 1 }

    /// The keyboard key pressed; nil for presses that do not come from a keyboard.
    open var key: UIKey? { keyStorage }
}

extension UIPress.PressType {
    /// The remote button a keyboard key stands for.
    init(key: UIKeyboardHIDUsage) {
        switch key {
        case .keyboardUpArrow: self = .upArrow
        case .keyboardDownArrow: self = .downArrow
        case .keyboardLeftArrow: self = .leftArrow
        case .keyboardRightArrow: self = .rightArrow
        case .keyboardEscape: self = .menu
        case .keyboardPageUp: self = .pageUp
        case .keyboardPageDown: self = .pageDown
        default: self = .select
        }
    }
}

/// An event about presses of physical buttons or keys.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// The presses of the event, in the order they began.
    var pressList: [UIPress] = []

    init(timestamp: TimeInterval) {
        super.init(type: .presses, timestamp: timestamp)
    }

    /// Every press of the event: those that changed and those still held.
    open var allPresses: Set<UIPress> { Set(pressList) }
}
