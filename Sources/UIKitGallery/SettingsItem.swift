import UIKit

/// A row of the Gallery's Settings screen: a title beside a coloured icon, and either a
/// switch or a value with a disclosure indicator leading to a list of choices.
struct SettingsItem: Hashable, Sendable {
    /// What the row shows at its trailing edge.
    enum Kind: Hashable, Sendable {
        /// A switch, on or off.
        case toggle
        /// The chosen value among `choices` (shown grey), and a disclosure indicator.
        case choice(choices: [String])
        /// Only a disclosure indicator.
        case link
    }

    let title: String
    let symbol: String
    let color: Color
    let kind: Kind

    /// The icon's fill (a `UIColor` is not `Sendable`; the screen resolves it).
    enum Color: Hashable, Sendable {
        case orange, blue, green, red, indigo, pink, gray, teal

        @MainActor var uiColor: UIColor {
            switch self {
            case .orange: .systemOrange
            case .blue: .systemBlue
            case .green: .systemGreen
            case .red: .systemRed
            case .indigo: .systemIndigo
            case .pink: .systemPink
            case .gray: .systemGray
            case .teal: .systemTeal
            }
        }
    }

    /// The Settings screen's sections, in order.
    static let sections: [[SettingsItem]] = [
        [
            SettingsItem(title: "Airplane Mode", symbol: "paperplane.fill", color: .orange, kind: .toggle),
            SettingsItem(title: "Wi-Fi", symbol: "globe", color: .blue, kind: .choice(choices: ["Home", "Office", "Café"])),
            SettingsItem(title: "Personal Hotspot", symbol: "person.fill", color: .green, kind: .choice(choices: ["Off", "On"])),
        ],
        [
            SettingsItem(title: "Notifications", symbol: "bell.fill", color: .red, kind: .link),
            SettingsItem(title: "Sounds", symbol: "play.fill", color: .pink, kind: .link),
            SettingsItem(title: "Focus", symbol: "clock.fill", color: .indigo, kind: .toggle),
        ],
        [
            SettingsItem(title: "General", symbol: "gearshape.fill", color: .gray, kind: .link),
            SettingsItem(title: "Wallpaper", symbol: "photo", color: .teal, kind: .link),
            SettingsItem(title: "Privacy & Security", symbol: "lock.fill", color: .blue, kind: .link),
        ],
    ]
}
