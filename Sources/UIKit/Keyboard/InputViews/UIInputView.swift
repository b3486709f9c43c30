import CoreGraphics
import Foundation

/// A view to use as an input view or input accessory view that looks like part of the
/// keyboard: with the `.keyboard` style it has the keyboard's background.
@preconcurrency @MainActor
open class UIInputView: UIView {
    /// How an input view looks.
    public enum Style: Int, Sendable {
        /// No background of its own.
        case `default` = 0
        /// The keyboard's background.
        case keyboard = 1
    }

    /// The style the view was made with.
    public let inputViewStyle: Style

    /// Whether the keyboard sizes the view from its constraints rather than its frame.
    /// Default false. Here the keyboard takes the view's frame height, or its intrinsic
    /// content height when the frame has none, either way.
    open var allowsSelfSizing = false

    /// An input view with `frame` and `inputViewStyle`.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
        if inputViewStyle == .keyboard { backgroundColor = KeyboardPalette.background }
    }

    /// An input view of the default style.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, inputViewStyle: .default)
    }

    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}
