import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// An app's own trait, as Apple's documentation defines one.
private enum Theme: Int {
    case standard, monochrome
}

private struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
}

/// UITraitCollection as a value: what it specifies, how collections combine and compare.
@MainActor
@Suite("UITraitCollection values", .serialized)
struct TraitCollectionTests {
    @Test("an empty collection reads every system trait as unspecified")
    func empty() {
        let traits = UITraitCollection()
        #expect(traits.horizontalSizeClass == .unspecified && traits.verticalSizeClass == .unspecified)
        #expect(traits.userInterfaceIdiom == .unspecified && traits.displayScale == 0)
        #expect(traits.layoutDirection == .unspecified && traits.userInterfaceStyle == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified && traits.displayGamut == .unspecified)
        #expect(traits.forceTouchCapability == .unknown && traits.userInterfaceLevel == .unspecified)
        #expect(traits.activeAppearance == .unspecified && traits.legibilityWeight == .unspecified)
        #expect(traits.accessibilityContrast == .unspecified)
    }

    @Test("the one-trait initializers specify that trait only")
    func singleTraitInitializers() {
        #expect(UITraitCollection(horizontalSizeClass: .compact).horizontalSizeClass == .compact)
        #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(displayScale: 3).displayScale == 3)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(UITraitCollection(preferredContentSizeCategory: .extraLarge).preferredContentSizeCategory == .extraLarge)
        #expect(UITraitCollection(displayGamut: .P3).displayGamut == .P3)
        #expect(UITraitCollection(forceTouchCapability: .available).forceTouchCapability == .available)
        #expect(UITraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel == .elevated)
        #expect(UITraitCollection(activeAppearance: .inactive).activeAppearance == .inactive)
        #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
        #expect(UITraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
        let one = UITraitCollection(horizontalSizeClass: .compact)
        #expect(one.verticalSizeClass == .unspecified && one.userInterfaceStyle == .unspecified)
    }

    @Test("init(traitsFrom:): the last collection that specifies a trait wins; unspecified ones do not override")
    func traitsFrom() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(),
        ])
        #expect(merged.horizontalSizeClass == .regular && merged.userInterfaceStyle == .dark)
        #expect(merged.verticalSizeClass == .unspecified)
    }

    @Test("iOS 17 init(mutations:) and modifyingTraits(_:) build new collections, the original unchanged")
    func mutations() {
        let made = UITraitCollection { traits in
            traits.horizontalSizeClass = .compact
            traits.userInterfaceStyle = .dark
            traits.displayScale = 2
        }
        #expect(made.horizontalSizeClass == .compact && made.userInterfaceStyle == .dark && made.displayScale == 2)
        let changed = made.modifyingTraits { $0.userInterfaceStyle = .light }
        #expect(changed.userInterfaceStyle == .light && changed.horizontalSizeClass == .compact)
        #expect(made.userInterfaceStyle == .dark)
    }

    @Test("an app's own trait: its default where unspecified, its value by subscript")
    func customTrait() {
        #expect(UITraitCollection()[ThemeTrait.self] == .standard)
        let themed = UITraitCollection { $0[ThemeTrait.self] = .monochrome }
        #expect(themed[ThemeTrait.self] == .monochrome)
        #expect(!UITraitCollection().containsTraits(in: themed) && themed.containsTraits(in: themed))
    }

    @Test("containsTraits(in:): every trait the other specifies has the same value here; nil is contained")
    func containsTraits() {
        let screenLike = UITraitCollection { $0.horizontalSizeClass = .compact; $0.userInterfaceIdiom = .phone }
        #expect(screenLike.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(!screenLike.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(!screenLike.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(screenLike.containsTraits(in: nil) && screenLike.containsTraits(in: UITraitCollection()))
    }

    @Test("hasDifferentColorAppearance(comparedTo:): only traits that affect colours count")
    func colorAppearance() {
        let light = UITraitCollection { $0.userInterfaceStyle = .light; $0.horizontalSizeClass = .compact }
        #expect(light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.userInterfaceStyle = .dark }))
        #expect(light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.accessibilityContrast = .high }))
        #expect(!light.hasDifferentColorAppearance(comparedTo: light.modifyingTraits { $0.horizontalSizeClass = .regular }))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
    }

    @Test("collections with the same values are equal, as NSObjects")
    func equality() {
        let a = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 3)])
        let b = UITraitCollection { $0.displayScale = 3; $0.horizontalSizeClass = .compact }
        #expect(a == b && a.isEqual(b))
        #expect(a != b.modifyingTraits { $0.displayScale = 2 })
        // Specifying a trait's unspecified value is the same as not specifying it.
        #expect(UITraitCollection(horizontalSizeClass: .unspecified) == UITraitCollection())
        #expect(UITraitCollection(horizontalSizeClass: .unspecified).hash == UITraitCollection().hash)
        #expect(a.hash == b.hash)
    }

    @Test("UITraitCollection.current: the main screen's by default, performAsCurrent sets it and restores it")
    func current() {
        let sim = Simulator(device: .iPhone15)
        #expect(UITraitCollection.current.userInterfaceIdiom == .phone && UITraitCollection.current.displayScale == 3)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var inside: UIUserInterfaceStyle?
        dark.performAsCurrent { inside = UITraitCollection.current.userInterfaceStyle }
        #expect(inside == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        _ = sim
    }

    @Test("UITraitCollection.current is the view's collection inside layoutSubviews() and draw(_:)")
    func currentDuringLayoutAndDrawing() {
        final class Probe: UIView {
            var seenInLayout: UIUserInterfaceStyle?
            var seenInDraw: UIUserInterfaceStyle?
            override func layoutSubviews() {
                super.layoutSubviews()
                seenInLayout = UITraitCollection.current.userInterfaceStyle
            }
            override func draw(_ rect: CGRect) { seenInDraw = UITraitCollection.current.userInterfaceStyle }
        }
        let sim = Simulator(device: .iPhone15)
        let window = UIWindow(frame: sim.screen.bounds)
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        probe.overrideUserInterfaceStyle = .dark
        window.addSubview(probe)
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        _ = sim.screenshot()
        #expect(probe.seenInLayout == .dark && probe.seenInDraw == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }
}
