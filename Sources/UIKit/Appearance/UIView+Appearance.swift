import Foundation

extension UIView: UIAppearance, UIAppearanceContainer {
    /// The proxy for every instance of this class: values set on it reach each instance
    /// when it enters a window, unless the instance's own value was set directly. Made
    /// through `init?(coder:)`, so a subclass whose `init(coder:)` traps cannot have one.
    public class func appearance() -> Self {
        appearance(whenContainedInInstancesOf: [])
    }

    /// The proxy for instances inside the given containers (views or view controllers),
    /// the last the nearest.
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        let target = AppearanceTarget(viewClass: self, containers: containerTypes.map { $0 as AnyClass })
        let proxy = HostEnvironment.current.uiKit.appearance.proxy(for: target) {
            guard let made = Self(coder: AppearanceProxyArchive.decoder()) else {
                preconditionFailure("\(Self.self).appearance(): init(coder:) returned nil; "
                                        + "an appearance proxy is made with init(coder:), which must succeed")
            }
            return made
        }
        guard let typed = proxy as? Self else {
            preconditionFailure("\(Self.self).appearance(): the proxy is not a \(Self.self)")
        }
        return typed
    }

    /// Called by each appearance property's setter. On a proxy, records the value for the
    /// views the proxy stands for; on a view, notes that the property was set directly (so
    /// proxies no longer change it), unless a proxy's value is being applied.
    func appearancePropertyDidChange(_ key: String, apply: @escaping @MainActor (UIView) -> Void) {
        if let target = appearanceProxyTarget {
            HostEnvironment.current.uiKit.appearance.record(AppearanceRule(key: key, target: target, apply: apply))
        } else if !HostEnvironment.current.uiKit.appearance.isApplying {
            directlySetAppearanceKeys.insert(key)
        }
    }

    /// Gives the view the proxies' values as it enters a window (called before
    /// `didMoveToWindow()`).
    func applyAppearance() {
        HostEnvironment.current.uiKit.appearance.applyRules(to: self)
    }
}

extension UIViewController: UIAppearanceContainer {}
