import Foundation
let args = CommandLine.arguments
let which = args.count > 1 ? args[1] : "info"
let bpath = args.count > 2 ? args[2] : "main"
let b: Bundle = bpath == "main" ? Bundle.main : Bundle(path: bpath)!
func show(_ s: String, _ v: @autoclosure () -> Any?) { print(s.padding(toLength: 58, withPad: " ", startingAt: 0), "=", v() ?? "nil") }
switch which {
case "info":
    show("bundlePath", b.bundlePath)
    show("bundleURL", b.bundleURL)
    show("executablePath", b.executablePath)
    show("resourcePath", b.resourcePath)
    show("bundleIdentifier", b.bundleIdentifier)
    show("infoDictionary keys", b.infoDictionary?.keys.sorted())
    show("object(forInfoDictionaryKey: CFBundleShortVersionString)", b.object(forInfoDictionaryKey: "CFBundleShortVersionString"))
    show("object(forInfoDictionaryKey: CFBundleDisplayName)", b.object(forInfoDictionaryKey: "CFBundleDisplayName"))
    show("localizedInfoDictionary", b.localizedInfoDictionary)
    show("developmentLocalization", b.developmentLocalization)
    show("localizations", b.localizations)
    show("preferredLocalizations", b.preferredLocalizations)
    show("Bundle.preferredLocalizations(from:[en,fr])", Bundle.preferredLocalizations(from: ["en", "fr"]))
    show("Bundle.preferredLocalizations(from:[en,fr], forPreferences:[fr-FR])", Bundle.preferredLocalizations(from: ["en", "fr"], forPreferences: ["fr-FR"]))
    show("url(forResource: icon, withExtension: png)", b.url(forResource: "icon", withExtension: "png"))
    show("url(forResource: icon@2x, withExtension: png)", b.url(forResource: "icon@2x", withExtension: "png"))
    show("path(forResource: icon~ipad, ofType: png)", b.path(forResource: "icon~ipad", ofType: "png"))
    show("url(forResource: flag, withExtension: png)", b.url(forResource: "flag", withExtension: "png"))
    show("url(forResource: flag, .png, nil, localization: fr)", b.url(forResource: "flag", withExtension: "png", subdirectory: nil, localization: "fr"))
    show("path(forResource: Root, ofType: plist, inDirectory: Settings.bundle)", b.path(forResource: "Root", ofType: "plist", inDirectory: "Settings.bundle"))
    show("url(forResource: Settings, withExtension: bundle)", b.url(forResource: "Settings", withExtension: "bundle"))
    show("urls(forResourcesWithExtension: png)", b.urls(forResourcesWithExtension: "png", subdirectory: nil)?.map { $0.lastPathComponent! })
    show("url(forResource: Info, withExtension: plist)", b.url(forResource: "Info", withExtension: "plist"))
    show("Locale.preferredLanguages", Locale.preferredLanguages)
    show("Locale.current.identifier", Locale.current.identifier)
    show("TimeZone.current.identifier", TimeZone.current.identifier)
case "strings":
    show("localizedString(hello)", b.localizedString(forKey: "hello", value: nil, table: nil))
    show("localizedString(only_en)", b.localizedString(forKey: "only_en", value: nil, table: nil))
    show("localizedString(base_only)", b.localizedString(forKey: "base_only", value: nil, table: nil))
    show("localizedString(missing, value: dflt)", b.localizedString(forKey: "missing", value: "dflt", table: nil))
    show("localizedString(CFBundleDisplayName, table: InfoPlist)", b.localizedString(forKey: "CFBundleDisplayName", value: nil, table: "InfoPlist"))
    show("NSLocalizedString(hello, bundle: b)", NSLocalizedString("hello", bundle: b, comment: ""))
    if let fr = b.path(forResource: "fr", ofType: "lproj"), let frb = Bundle(path: fr) {
        show("Bundle(path: fr.lproj).localizedString(hello)", frb.localizedString(forKey: "hello", value: nil, table: nil))
        show("Bundle(path: fr.lproj).bundleIdentifier", frb.bundleIdentifier)
    } else { print("no fr.lproj path") }
case "plural":
    let s = b.localizedString(forKey: "%d items", value: nil, table: nil)
    print("returned", s); print(String(format: s, 3))
case "plural-fr":
    let frb = Bundle(path: b.path(forResource: "fr", ofType: "lproj")!)!
    let s = frb.localizedString(forKey: "%d items", value: nil, table: nil)
    print("returned", s)
case "plural-hello":
    // a key NOT in the stringsdict, but the table has a stringsdict
    print("hello ->", b.localizedString(forKey: "hello", value: nil, table: nil))
case "cf":
    // probe the raw value type via NSDictionary of the table
    let url = b.url(forResource: "Localizable", withExtension: "stringsdict")!
    let d = NSDictionary(contentsOf: url)!
    print("stringsdict entry type:", type(of: d["%d items"]!))
default: print("unknown")
}
