import CoreGraphics
import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at (iOS 15; custom detents iOS 16): `.medium()` about half
    /// the screen, `.large()` the full height, or a height a resolver computes. Heights
    /// exclude the bottom safe area, as on iOS.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// Names a detent, for `selectedDetentIdentifier` and
        /// `largestUndimmedDetentIdentifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }

            /// The medium detent's identifier.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's identifier.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier,
                     resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the height of the screen (half the largest height here; an estimate of
        /// iOS's, docs/DIFFERENCES.md).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
        }

        /// The full height of the sheet.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` computes from the context (nil makes the detent
        /// inactive); `identifier` nil gives it a unique one.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
            -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "com.apple.UIKit.custom." + UUID().uuidString),
                   resolver: resolver)
        }

        /// The height the detent resolves to in `context`, clamped to 0 …
        /// `maximumDetentValue`; nil when the detent is inactive.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(value, 0), context.maximumDetentValue)
        }
    }
}
