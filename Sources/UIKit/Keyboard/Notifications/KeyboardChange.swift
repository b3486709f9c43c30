import CoreGraphics
import Foundation

/// One change of the keyboard as its notifications describe it: showing (appearing, or
/// staying up at a new frame or for a new responder) or hiding, from one frame to another in
/// screen coordinates, animated over `duration`.
struct KeyboardChange {
    enum Kind {
        case show, hide
    }

    var kind: Kind
    var begin: CGRect
    var end: CGRect
    var duration: TimeInterval

    /// The user info of the notifications. As UIKit's header says, the animation's duration
    /// and curve are only in the will- notifications. The centre and bounds keys iOS 3.2
    /// deprecated are there too, as iOS still sends them.
    func userInfo(forWill will: Bool) -> [AnyHashable: Any] {
        var info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            "UIKeyboardCenterBeginUserInfoKey": NSValue(cgPoint: CGPoint(x: begin.midX, y: begin.midY)),
            "UIKeyboardCenterEndUserInfoKey": NSValue(cgPoint: CGPoint(x: end.midX, y: end.midY)),
            "UIKeyboardBoundsUserInfoKey": NSValue(cgRect: CGRect(origin: .zero, size: end.size)),
        ]
        if will {
            info[UIResponder.keyboardAnimationDurationUserInfoKey] = NSNumber(value: duration)
            info[UIResponder.keyboardAnimationCurveUserInfoKey] = NSNumber(value: KeyboardAnimation.curve)
        }
        return info
    }

    /// Posts the change's start: will-change-frame, then will-show or will-hide.
    @MainActor func postWill() {
        let info = userInfo(forWill: true)
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: kind == .show ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                    object: nil, userInfo: info)
    }

    /// Posts the change's end: did-change-frame, then did-show or did-hide.
    @MainActor func postDid() {
        let info = userInfo(forWill: false)
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: kind == .show ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                    object: nil, userInfo: info)
    }
}
