import Foundation

/// The state a view's configurations are updated for (`UIContentConfiguration.updated(for:)`,
/// `UIBackgroundConfiguration.updated(for:)`): its traits, and states of the app's own under
/// custom keys.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// A state with these traits and every flag off.
    init(traitCollection: UITraitCollection)
    /// The traits of the view the state is for.
    var traitCollection: UITraitCollection { get set }
    /// The app's own state under `key`; nil when not set.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
