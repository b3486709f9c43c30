import Foundation
import Testing
import UIKitTesting

/// The Info.plist as UIKit reads it, and bundle resources (the iPhone guide's scenarios
///
@MainActor
@Suite("Bundle and Info.plist", .serialized)
struct BundleAndInfoPlistTests {
    @Test("the app reads the main bundle's Info.plist unless the Simulator gives it one")
    func source() {
        let sim = Simulator(device: .iPhoneSE)
        let main = Bundle.main.infoDictionary ?? [:]
        #expect(NSDictionary(dictionary: sim.infoDictionary).isEqual(to: main))
        sim.infoDictionary = ["UIStatusBarHidden": true]
        #expect(sim.infoDictionary["UIStatusBarHidden"] as? Bool == true)
        _ = Simulator(device: .iPhoneSE)
        #expect(NSDictionary(dictionary: sim.infoDictionary).isEqual(to: main))
    }

    @Test("A-28 (Table 1-3): without the keys the status bar shows, in the default style, in portrait")
    func scenarioA28() {
        let sim = Simulator(device: .iPhoneSE)
        sim.infoDictionary = [:]
        sim.launch(delegate: JournalingDelegate.self)
        let app = UIApplication.shared
        #expect(!app.isStatusBarHidden && app.statusBarStyle == .default && app.statusBarOrientation == .portrait)
    }

    @Test("A-29 (Table 1-3): UIStatusBarHidden, UIStatusBarStyle and UIInterfaceOrientation are read")
    func scenarioA29() {
        let sim = Simulator(device: .iPhoneSE)
        let app = UIApplication.shared
        sim.infoDictionary = ["UIStatusBarHidden": true, "UIStatusBarStyle": "UIStatusBarStyleLightContent",
                              "UIInterfaceOrientation": "UIInterfaceOrientationLandscapeRight"]
        #expect(app.isStatusBarHidden && app.statusBarStyle == .lightContent)
        #expect(app.statusBarOrientation == .landscapeRight && app.statusBarOrientation.isLandscape)
        sim.infoDictionary = ["UIStatusBarStyle": "UIStatusBarStyleDarkContent", "UIInterfaceOrientation": "UIInterfaceOrientationPortraitUpsideDown"]
        #expect(app.statusBarStyle == .darkContent && app.statusBarOrientation == .portraitUpsideDown)
        #expect(app.statusBarOrientation.isPortrait)
    }

    @Test("bad data: values of the wrong type or unknown names fall back to the defaults")
    func badValues() {
        let sim = Simulator(device: .iPhoneSE)
        let app = UIApplication.shared
        sim.infoDictionary = ["UIStatusBarHidden": "yes", "UIStatusBarStyle": 3, "UIInterfaceOrientation": "Sideways",
                              "LSApplicationQueriesSchemes": "https"]
        #expect(!app.isStatusBarHidden && app.statusBarStyle == .default && app.statusBarOrientation == .portrait)
        #expect(!app.canOpenURL(URL(string: "https://apple.com")!))
    }

    // MARK: Bundle resources (Foundation's Bundle, as UIKit apps use it)

    /// Runs `body` with a bundle directory holding `files` (relative path → contents),
    /// removed afterwards.
    private func withBundle(_ files: [String: Data], _ body: (Bundle) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("AppBundle-\(UUID().uuidString).bundle")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        try body(try #require(Bundle(path: root.path)))
    }

    private func png(width: Int, height: Int) throws -> Data {
        let image = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { _ in UIColor.orange.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: width, height: height)) }
        return try #require(image.pngData())
    }

    @Test("A-20 (BN-2): a top-level resource is found by name and type and loads as an image of its pixel size")
    func scenarioA20() throws {
        _ = Simulator(device: .iPhoneSE)
        try withBundle(["sun.png": try png(width: 57, height: 40)]) { bundle in
            let path = try #require(bundle.path(forResource: "sun", ofType: "png"))
            #expect(path.hasSuffix("/sun.png"))
            let image = try #require(UIImage(contentsOfFile: path))
            #expect(image.size == CGSize(width: 57, height: 40))
            #expect(bundle.path(forResource: "moon", ofType: "png") == nil)
        }
    }

    @Test("A-21 (I18N-3, I18N-4): a localized resource comes from the language's lproj folder")
    func scenarioA21() throws {
        let image = try png(width: 2, height: 2)
        try withBundle(["en.lproj/sign.png": image, "fr.lproj/sign.png": image]) { bundle in
            let french = try #require(bundle.path(forResource: "sign", ofType: "png", inDirectory: nil, forLocalization: "fr"))
            #expect(french.hasSuffix("fr.lproj/sign.png"))
            #expect(Bundle.preferredLocalizations(from: bundle.localizations, forPreferences: ["fr"]).first == "fr")
        }
    }

    @Test("A-26, A-27 (I18N-6): a strings table translates a key; a missing key comes back as itself")
    func scenariosA26A27() throws {
        // A French app: its development region, and so its preferred localization, is fr.
        let info = try PropertyListSerialization.data(fromPropertyList: ["CFBundleDevelopmentRegion": "fr"],
                                                      format: .xml, options: 0)
        try withBundle(["Info.plist": info, "fr.lproj/Localizable.strings": Data("\"City\" = \"Ville\";\n".utf8)]) { bundle in
            #expect(bundle.preferredLocalizations == ["fr"])
            #expect(bundle.localizedString(forKey: "City", value: nil, table: nil) == "Ville")
            #expect(NSLocalizedString("City", bundle: bundle, comment: "Label for City text field") == "Ville")
            #expect(bundle.localizedString(forKey: "Town", value: nil, table: nil) == "Town")
        }
    }
}
