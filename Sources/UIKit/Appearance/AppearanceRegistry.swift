import Foundation

/// The environment's appearance proxies and the values set on them, in the order set.
@MainActor
final class AppearanceRegistry {
    /// One proxy per class and container chain, made on first request.
    private var proxies: [AppearanceTarget: UIView] = [:]
    /// The values set on proxies, in order; a value set again for the same target and key
    /// replaces the earlier one.
    private var rules: [AppearanceRule] = []
    /// True while rules are applied to a view, so its setters do not count as set directly.
    private(set) var isApplying = false

    /// The proxy for `target`, made by `make` the first time.
    func proxy(for target: AppearanceTarget, make: () -> UIView) -> UIView {
        if let proxy = proxies[target] { return proxy }
        let proxy = make()
        proxy.appearanceProxyTarget = target
        proxies[target] = proxy
        return proxy
    }

    func record(_ rule: AppearanceRule) {
        rules.removeAll { $0.key == rule.key && $0.target == rule.target }
        rules.append(rule)
    }

    /// Applies to `view` the rules that match it, skipping properties set on it directly,
    /// least specific first so the most specific value stays.
    func applyRules(to view: UIView) {
        guard !rules.isEmpty else { return }
        let matching = rules.enumerated()
            .filter { !view.directlySetAppearanceKeys.contains($0.element.key) && $0.element.target.matches(view) }
            .sorted { a, b in
                if AppearanceTarget.precedes(a.element.target, b.element.target) { return true }
                if AppearanceTarget.precedes(b.element.target, a.element.target) { return false }
                return a.offset < b.offset
            }
        guard !matching.isEmpty else { return }
        isApplying = true
        defer { isApplying = false }
        for (_, rule) in matching { rule.apply(view) }
    }
}
