import Foundation

extension UIImage {
    /// The settings an image is made for, which `withConfiguration(_:)` and
    /// `init(systemName:withConfiguration:)` take (Objective-C's `UIImageConfiguration`).
    ///
    /// On iOS this base class carries a trait collection (`traitCollection`,
    /// `withTraitCollection(_:)`) that picks an asset catalog's variant; there are no trait
    /// collections here, so it carries nothing, and only its subclass
    /// `UIImage.SymbolConfiguration` changes an image. Configurations are immutable.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// A configuration with nothing specified.
        public override init() {
            super.init()
        }

        /// This configuration with `otherConfiguration`'s specified values put over its own.
        /// The base class has no values, so this is the configuration itself.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            self
        }

        /// The configuration itself: configurations are immutable.
        open func copy(with zone: NSZone? = nil) -> Any {
            self
        }
    }
}
