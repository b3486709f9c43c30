import Foundation

/// A view showing a content configuration; a new configuration set on it updates it in place.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else a host makes a new view). Default:
    /// when it is of the same type as the configuration shown.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
    }
}
