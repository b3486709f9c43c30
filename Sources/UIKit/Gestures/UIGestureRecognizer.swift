import Foundation

/// The base of gesture recognizers. Only the type exists so far (touches and presses name
/// it); recognition arrives with the gesture recognizers' work.
@MainActor
open class UIGestureRecognizer: NSObject {}
