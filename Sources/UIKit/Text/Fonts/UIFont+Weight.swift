import Foundation

extension UIFont {
    /// The weight of a system font, with Apple's values: −0.8 (ultra light) … 0.62 (black).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Apple's named weights and the OpenType weight classes they stand for.
        private static let table: [(CGFloat, Double)] = [
            (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900),
        ]

        /// The OpenType weight class (100…900) fontconfig matches against; values between
        /// the named weights interpolate, values outside the range clamp.
        var openTypeWeight: Int {
            let v = rawValue.isFinite ? rawValue : 0
            guard v > Self.table[0].0 else { return 100 }
            for (lower, upper) in zip(Self.table, Self.table.dropFirst()) where v <= upper.0 {
                let t = Double((v - lower.0) / (upper.0 - lower.0))
                return Int((lower.1 + t * (upper.1 - lower.1)).rounded())
            }
            return 900
        }
    }
}
