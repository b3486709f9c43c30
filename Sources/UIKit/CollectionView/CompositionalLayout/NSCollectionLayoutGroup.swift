import Foundation

/// A container of items (and groups) in a compositional layout, laying them out in a row
/// (`horizontal`), a column (`vertical`) or where a closure says (`custom`). A row or
/// column repeats its subitems in order while the next one fits; with a count, it holds
/// exactly that many, sharing its length out evenly.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the group places its subitems.
    enum Arrangement {
        case horizontal, vertical
        case custom(@MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])
    }

    let arrangement: Arrangement
    public let subitems: [NSCollectionLayoutItem]
    /// The number of subitems when made with a count; nil repeats the subitems while they fit.
    let repeatCount: Int?
    /// Space between subitems along the group's direction. Default nil (none).
    open var interItemSpacing: NSCollectionLayoutSpacing?

    /// A row of `subitems`, repeated in order while the next one fits.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        Self.checked(layoutSize, .horizontal, subitems, count: nil, api: "horizontal(layoutSize:subitems:)")
    }

    /// A row of exactly `count` copies of `subitem`, sharing the row's width.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        Self.checked(layoutSize, .horizontal, [subitem], count: count, api: "horizontal(layoutSize:repeatingSubitem:count:)")
    }

    /// The iOS 13 spelling of `horizontal(layoutSize:repeatingSubitem:count:)`.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        Self.checked(layoutSize, .horizontal, [subitem], count: count, api: "horizontal(layoutSize:subitem:count:)")
    }

    /// A column of `subitems`, repeated in order while the next one fits.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        Self.checked(layoutSize, .vertical, subitems, count: nil, api: "vertical(layoutSize:subitems:)")
    }

    /// A column of exactly `count` copies of `subitem`, sharing the column's height.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        Self.checked(layoutSize, .vertical, [subitem], count: count, api: "vertical(layoutSize:repeatingSubitem:count:)")
    }

    /// The iOS 13 spelling of `vertical(layoutSize:repeatingSubitem:count:)`.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        Self.checked(layoutSize, .vertical, [subitem], count: count, api: "vertical(layoutSize:subitem:count:)")
    }

    /// A group whose items are where `itemProvider` says, in the group's coordinates.
    open class func custom(layoutSize: NSCollectionLayoutSize,
                           itemProvider: @escaping @MainActor (any NSCollectionLayoutEnvironment)
                               -> [NSCollectionLayoutGroupCustomItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }

    private static func checked(_ layoutSize: NSCollectionLayoutSize, _ arrangement: Arrangement,
                                _ subitems: [NSCollectionLayoutItem], count: Int?, api: String) -> NSCollectionLayoutGroup {
        precondition(!subitems.isEmpty, "NSCollectionLayoutGroup.\(api): a group needs at least one subitem")
        if let count {
            precondition(count > 0, "NSCollectionLayoutGroup.\(api): count must be at least 1 (got \(count))")
        }
        return NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: arrangement, subitems: subitems, count: count)
    }

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem],
                  count: Int?) {
        self.arrangement = arrangement
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A text picture of the group's layout (UIKit draws an ASCII diagram); here, its shape.
    open func visualDescription() -> String {
        let kind: String
        switch arrangement {
        case .horizontal: kind = "horizontal"
        case .vertical: kind = "vertical"
        case .custom: kind = "custom"
        }
        return "<NSCollectionLayoutGroup \(kind) \(layoutSize.widthDimension) × \(layoutSize.heightDimension), "
            + "\(subitems.count) subitem(s)\(repeatCount.map { ", count \($0)" } ?? "")>"
    }

    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: arrangement, subitems: subitems,
                                           count: repeatCount)
        copy.contentInsets = contentInsets
        copy.edgeSpacing = edgeSpacing
        copy.interItemSpacing = interItemSpacing
        return copy
    }
}
