import UIKit

/// The App Store screen's sections and items.
enum AppStoreSection: Int, CaseIterable, Sendable {
    case featured, topFree, categories

    var title: String {
        switch self {
        case .featured: "Featured"
        case .topFree: "Top Free Apps"
        case .categories: "Categories"
        }
    }
}

/// An item of the App Store screen: a feature story, an app in the chart, or a category.
enum AppStoreItem: Hashable, Sendable {
    case story(Int)
    case app(Int)
    case category(String)

    static let stories = ["Get Started", "Meet the Developer", "Apps We Love", "Weekend Projects", "Go Outside"]
    static let apps = ["Notes Pro", "Pocket Chef", "Trail Map", "Pixel Paint", "Budget Book", "Sleep Sounds", "Star Gazer",
                       "Quick Scan", "Lingo Cards", "Run Club", "Focus Timer", "Plant Care"]
    static let categories = ["Games", "Photo", "Travel", "Music", "Health", "Finance", "Education", "Weather"]

    /// A colour for the item's artwork.
    @MainActor var color: UIColor {
        let palette: [UIColor] = [.systemBlue, .systemOrange, .systemPink, .systemGreen, .systemPurple, .systemTeal, .systemRed,
                                  .systemIndigo]
        switch self {
        case .story(let index), .app(let index): return palette[index % palette.count]
        case .category(let name): return palette[(Self.categories.firstIndex(of: name) ?? 0) % palette.count]
        }
    }
}
