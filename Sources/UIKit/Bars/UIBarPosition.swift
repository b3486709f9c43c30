import Foundation

/// Where a bar sits, which decides where its hairline is drawn and how far its
/// background extends.
public enum UIBarPosition: Int, Sendable {
    /// Unspecified; bars treat it as their usual place.
    case any = 0
    /// At the bottom of its content: the hairline along the top.
    case bottom = 1
    /// At the top of its content: the hairline along the bottom.
    case top = 2
    /// At the top of the screen, its background extending up under the status bar.
    case topAttached = 3
}

/// An object that is a bar with a position.
@preconcurrency @MainActor
public protocol UIBarPositioning: NSObjectProtocol {
    /// Where the bar is.
    var barPosition: UIBarPosition { get }
}

/// A bar's delegate that can say where the bar is.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: NSObjectProtocol {
    /// The position of `bar`; the default, `.any`, lets the bar choose.
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}

/// The legacy styles of bars, kept by their appearances today: `.default` is light,
/// `.black` dark.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    @available(*, deprecated, message: "Use UIBarStyle.black and set the translucent property to true")
    case blackTranslucent = 2

    @available(*, deprecated, message: "Use UIBarStyle.black instead")
    public static var blackOpaque: UIBarStyle { .black }
}
