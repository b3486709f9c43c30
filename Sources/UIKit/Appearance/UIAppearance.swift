import Foundation

/// A type whose instances take property values set on a proxy: `UIButton.appearance()
/// .tintColor = .systemRed` gives every button that enters a window afterwards a red tint,
/// unless the button's tint was set directly. Views adopt it.
///
/// Only the properties UIKit marks as appearance properties record on a proxy (tint and
/// background colours, a label's font and text colour, controls' colours and per-state
/// images and title attributes…); setting another property on a proxy does nothing.
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {
    /// The proxy for every instance of the class.
    static func appearance() -> Self
    /// The proxy for instances contained in the given containers: the last type is the
    /// nearest container, each earlier one contains the next.
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// A type whose instances can contain views that an appearance proxy targets by
/// containment: views and view controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}
