import Foundation

/// An effect a view applies to what lies behind it (a blur or vibrancy). Bars and their
/// appearances take effects; `UIBlurEffect` is the one there is.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    public override init() {
        super.init()
    }
}
