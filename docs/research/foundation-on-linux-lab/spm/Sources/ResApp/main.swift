import Foundation
let b = Bundle.module
print("Bundle.module.bundlePath =", b.bundlePath)
print("bundleIdentifier =", b.bundleIdentifier as Any, " infoDictionary keys =", b.infoDictionary?.keys.sorted() as Any)
print("localizations =", b.localizations, " developmentLocalization(info) =", b.infoDictionary?["CFBundleDevelopmentRegion"] as Any)
print("icon@2x =", b.url(forResource: "icon@2x", withExtension: "png")?.path as Any)
print("Settings.bundle Root =", b.path(forResource: "Root", ofType: "plist", inDirectory: "Settings.bundle") as Any)
print("hello =", b.localizedString(forKey: "hello", value: nil, table: nil))
print("Bundle.main =", Bundle.main.bundlePath)
