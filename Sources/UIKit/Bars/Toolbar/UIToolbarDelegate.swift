import Foundation

/// A toolbar's delegate: it can say where the toolbar is (`UIBarPositioningDelegate`).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
