import Foundation

/// An event (touches, presses, motion). Its content arrives with the events issue.
@MainActor
open class UIEvent: NSObject {}
