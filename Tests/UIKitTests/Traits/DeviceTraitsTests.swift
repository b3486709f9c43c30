import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// The traits of every simulated device in both orientations, by Apple's size-class table.
@MainActor
@Suite("Device traits per orientation", .serialized)
struct DeviceTraitsTests {
    struct Expected: Sendable, CustomStringConvertible {
        let device: Device
        let idiom: UIUserInterfaceIdiom
        let scale: CGFloat
        let gamut: UIDisplayGamut
        let portrait: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
        let landscape: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
        var description: String { device.name }
    }

    nonisolated static let table: [Expected] = [
        Expected(device: .iPhone3G, idiom: .phone, scale: 1, gamut: .SRGB,
                 portrait: (.compact, .regular), landscape: (.compact, .compact)),
        Expected(device: .iPhone4, idiom: .phone, scale: 2, gamut: .SRGB,
                 portrait: (.compact, .regular), landscape: (.compact, .compact)),
        Expected(device: .iPhoneSE, idiom: .phone, scale: 2, gamut: .SRGB,
                 portrait: (.compact, .regular), landscape: (.compact, .compact)),
        Expected(device: .iPhone15, idiom: .phone, scale: 3, gamut: .P3,
                 portrait: (.compact, .regular), landscape: (.compact, .compact)),
        Expected(device: .iPad, idiom: .pad, scale: 2, gamut: .SRGB,
                 portrait: (.regular, .regular), landscape: (.regular, .regular)),
    ]

    @Test("size classes, idiom, scale and gamut per device: iPhone compact×regular, compact×compact in landscape; iPad regular both ways",
          arguments: table)
    func perDevice(_ expected: Expected) {
        let sim = Simulator(device: expected.device)
        let window = UIWindow(frame: sim.screen.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        for (orientation, sizes) in [(UIInterfaceOrientation.portrait, expected.portrait),
                                     (.landscapeLeft, expected.landscape)] {
            sim.rotate(to: orientation)
            sim.runUntilIdle()
            for traits in [sim.screen.traitCollection, window.traitCollection, root.traitCollection, root.view.traitCollection] {
                #expect(traits.horizontalSizeClass == sizes.0, "\(expected.device.name) \(orientation)")
                #expect(traits.verticalSizeClass == sizes.1, "\(expected.device.name) \(orientation)")
                #expect(traits.userInterfaceIdiom == expected.idiom && traits.displayScale == expected.scale)
                #expect(traits.displayGamut == expected.gamut)
            }
        }
    }

    @Test("the environment's defaults: left to right, light, Large text, normal contrast, regular weight, base level, active, no 3D Touch")
    func defaults() {
        let sim = Simulator(device: .iPhone15)
        let traits = sim.screen.traitCollection
        #expect(traits.layoutDirection == .leftToRight && traits.userInterfaceStyle == .light)
        #expect(traits.preferredContentSizeCategory == .large && traits.accessibilityContrast == .normal)
        #expect(traits.legibilityWeight == .regular && traits.userInterfaceLevel == .base)
        #expect(traits.activeAppearance == .active && traits.forceTouchCapability == .unavailable)
        // A view in no hierarchy has the app's traits.
        #expect(UIView().traitCollection.userInterfaceIdiom == .phone)
    }

    @Test("a large iPhone (414 points wide or more) is regular-width in landscape")
    func largePhone() {
        let sim = Simulator(device: Device(profile: ScreenProfile(
            name: "iPhone 15 Plus", size: CGSize(width: 430, height: 932), scale: 3,
            portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))))
        #expect(sim.screen.traitCollection.horizontalSizeClass == .compact)
        sim.rotate(to: .landscapeRight)
        #expect(sim.screen.traitCollection.horizontalSizeClass == .regular)
        #expect(sim.screen.traitCollection.verticalSizeClass == .compact)
    }
}
