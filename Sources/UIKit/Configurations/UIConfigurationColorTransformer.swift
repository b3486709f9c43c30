import Foundation

/// A function from one colour to another: how configurations derive a state's colour from a
/// base colour (a lighter background, a grayed title…).
@preconcurrency @MainActor
public struct UIConfigurationColorTransformer {
    /// The function.
    public let transform: (UIColor) -> UIColor

    /// A transformer calling `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The transformed `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor {
        transform(input)
    }

    /// A gray of the colour's luminance, with its alpha.
    public static let grayscale = UIConfigurationColorTransformer { color in
        guard let (r, g, b, a) = color.cgColor.rgbaComponents else { return color }
        return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
    }

    /// The system accent colour, or the colour itself where there is none — as on iOS,
    /// which has no accent colour setting: the colour unchanged.
    public static let preferredTint = UIConfigurationColorTransformer { $0 }

    /// The colour with a monochrome tint, to deemphasize a tinted item whatever the accent
    /// colour: here (no accent colours) its grayscale.
    public static let monochromeTint = UIConfigurationColorTransformer { grayscale($0) }
}
