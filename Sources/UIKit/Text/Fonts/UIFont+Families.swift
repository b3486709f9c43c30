import Foundation

extension UIFont {
    /// The names of the installed font families, sorted.
    public class var familyNames: [String] {
        PangoEngine.shared.catalog.families.keys.sorted()
    }

    /// The font names of a family's faces (as `init(name:size:)` accepts them), regular
    /// face first; empty for an unknown family.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        PangoEngine.shared.catalog.families[familyName]?.map(\.fontName) ?? []
    }
}
