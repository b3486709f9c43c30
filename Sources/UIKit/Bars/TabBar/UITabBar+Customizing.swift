import Foundation

/// Customizing the bar, as iOS's More list's Edit button does: `beginCustomizingItems(_:)`
/// slides the customizing sheet up behind the bar — a "Configure" bar with Done above a grid
/// of the items the user may place — and the user drags an icon from the grid onto a tab
/// (it takes that tab's place) or a tab along the bar (the two swap). Only tabs holding one of
/// the listed items can be replaced; the More tab stays. Done (or `endCustomizing(animated:)`)
/// slides the sheet away. The delegate hears the four steps, with whether the items changed.
extension UITabBar {
    /// How long the customizing sheet takes to slide in or out.
    static let customizingSlideDuration: TimeInterval = 0.3

    /// Whether the customizing sheet is showing.
    public var isCustomizing: Bool { customizingView != nil }

    /// Shows the customizing sheet listing `items`, the items the user may put on the bar.
    /// The bar must be in a view hierarchy (the sheet covers its superview above it).
    public func beginCustomizingItems(_ items: [UITabBarItem]) {
        guard !isCustomizing else { return }
        guard let host = superview else {
            preconditionFailure("UITabBar.beginCustomizingItems(_:): the tab bar is not in a view hierarchy; "
                + "put it on screen before customizing it")
        }
        delegate?.tabBar(self, willBeginCustomizing: items)
        let sheet = TabBarCustomizingView(bar: self, items: items)
        customizingView = sheet
        let shown = customizingFrame(in: host)
        UIView.performWithoutAnimation {
            sheet.frame = shown.offsetBy(dx: 0, dy: shown.height)
            host.insertSubview(sheet, belowSubview: self)
            sheet.layoutIfNeeded()
        }
        sheet.attach(to: buttons)
        UIView.animate(withDuration: Self.customizingSlideDuration, delay: 0, options: .curveEaseOut, animations: {
            sheet.frame = shown
        }, completion: { [weak self] _ in
            guard let self, self.customizingView === sheet else { return }
            self.delegate?.tabBar(self, didBeginCustomizing: items)
        })
    }

    /// Takes the customizing sheet away (the user's Done does this); answers whether the
    /// bar's items changed since customizing began (false when it was not customizing).
    @discardableResult
    public func endCustomizing(animated: Bool) -> Bool {
        guard let sheet = customizingView else { return false }
        let changed = !(items ?? []).elementsEqual(sheet.barItemsAtStart, by: ===)
        customizingView = nil
        sheet.detach()
        delegate?.tabBar(self, willEndCustomizing: sheet.items, changed: changed)
        let finish = { [weak self] in
            sheet.removeFromSuperview()
            guard let self else { return }
            self.delegate?.tabBar(self, didEndCustomizing: sheet.items, changed: changed)
        }
        if animated {
            UIView.animate(withDuration: Self.customizingSlideDuration, delay: 0, options: .curveEaseIn, animations: {
                sheet.frame.origin.y += sheet.frame.height
            }, completion: { _ in finish() })
        } else {
            finish()
        }
        return changed
    }

    /// Where the customizing sheet goes in `host` (the bar's superview): everything above
    /// the bar.
    func customizingFrame(in host: UIView) -> CGRect {
        CGRect(x: 0, y: 0, width: host.bounds.width, height: max(frame.minY, 0))
    }

    /// The user dropped `item` at `point` (in the bar's coordinates): on a tab holding one of
    /// the listed items, `item` takes its place — the two swap when `item` was on the bar.
    func dropCustomizedItem(_ item: UITabBarItem, at point: CGPoint) {
        guard let sheet = customizingView, bounds.contains(point),
              let target = buttons.firstIndex(where: { $0.frame.minX <= point.x && point.x < $0.frame.maxX }) else { return }
        var changed = items ?? []
        let replaced = changed[target]
        guard replaced !== item, sheet.items.contains(where: { $0 === replaced }) else { return }
        if let source = changed.firstIndex(where: { $0 === item }) {
            changed.swapAt(source, target)
        } else {
            changed[target] = item
        }
        setItems(changed, animated: true)
        sheet.attach(to: buttons)
    }
}
