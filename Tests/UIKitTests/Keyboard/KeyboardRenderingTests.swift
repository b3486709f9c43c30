import Foundation
import Testing
import UIKitTesting

@MainActor @Suite("Keyboard rendering: iOS 17's light keyboard in pixels", .serialized)
struct KeyboardRenderingTests {
    static let outputDirectory = "/tmp/keyboard"

    /// A screenshot of the keyboard up for a view with `configure`d traits, on `device`, in
    /// `orientation`, after tapping `taps` (plane keys).
    private func shot(device: Device, landscape: Bool = false, taps: [String] = [],
                      _ configure: (TypingView) -> Void = { _ in }) -> (Simulator, RenderedPixels, CGImage) {
        let (sim, window, field) = makeKeyboardStage(device: device)
        defer { withExtendedLifetime(window) {} }
        if landscape { sim.rotate(to: .landscapeLeft) }
        configure(field)
        field.becomeFirstResponder()
        sim.runUntilIdle()
        for name in taps { sim.keyboard.keys[name].tap() }
        sim.runUntilIdle()
        let image = sim.screenshot()
        return (sim, RenderedPixels(image), image)
    }

    @Test("the keyboard: #D5D6DD background, white letter keys, grey function keys, a shadow under each key, its keys inside its frame")
    func colours() {
        let (sim, pixels, _) = shot(device: .iPhone15) { $0.autocapitalizationType = .none }
        let scale = sim.screen.scale
        let keyboard = sim.keyboard.frame
        #expect(keyboard == CGRect(x: 0, y: 561, width: 393, height: 291))
        // Between the first two rows, at the left edge.
        let background = pixels.pixel(at: CGPoint(x: 1, y: keyboard.minY + 54), scale: scale)
        #expect(background.isClose(to: .init(213, 214, 221, 255), tolerance: 2))
        let q = sim.keyboard.keys["q"].frame
        #expect(pixels.pixel(at: CGPoint(x: q.minX + 3, y: q.minY + 5), scale: scale).isClose(to: .white))
        let shift = sim.keyboard.keys["shift"].frame
        #expect(pixels.pixel(at: CGPoint(x: shift.minX + 4, y: shift.minY + 6), scale: scale)
                    .isClose(to: .init(0xAB, 0xB1, 0xBA, 255), tolerance: 2))
        // The shadow: a point under the key, darker than the background.
        let under = pixels.pixel(at: CGPoint(x: q.midX, y: q.maxY + 0.5), scale: scale)
        #expect(under.r < background.r - 30)
        // Ink of the letter in the middle of the key.
        let ink = pixels.pixels(in: q.insetBy(dx: 8, dy: 8), scale: scale).filter { $0.r < 100 }.count
        #expect(ink > 20)
        for name in sim.keyboard.keyNames where name != "Next keyboard" && name != "Dictate" {
            #expect(keyboard.contains(sim.keyboard.keys[name].frame), "\(name)")
        }
    }

    @Test("an action return key is system blue with a white title; shift turns white while on")
    func blueReturnAndShift() {
        let (sim, pixels, _) = shot(device: .iPhone15) { $0.returnKeyType = .go }
        let scale = sim.screen.scale
        let go = sim.keyboard.keys["go"].frame
        #expect(pixels.pixel(at: CGPoint(x: go.minX + 4, y: go.minY + 6), scale: scale).isClose(to: .init(0, 122, 255, 255), tolerance: 2))
        // Autocapitalization has shift on at the start.
        let shift = sim.keyboard.keys["shift"].frame
        #expect(pixels.pixel(at: CGPoint(x: shift.minX + 4, y: shift.minY + 6), scale: scale).isClose(to: .white))
    }

    @Test("the keyboard slides: halfway through its animation it is between the screen's bottom and its place")
    func slides() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        field.becomeFirstResponder()
        sim.advance(by: 1.0 / 60)
        sim.advance(by: 0.1)
        let pixels = RenderedPixels(sim.screenshot())
        // The window is white; rows of the keyboard's grey start below 561 and above 852.
        let column = (0..<852).map { pixels.pixel(at: CGPoint(x: 1, y: CGFloat($0)), scale: 3) }
        let top = column.firstIndex { !$0.isClose(to: .white) } ?? 852
        #expect(top > 561 && top < 852)
        sim.runUntilIdle()
        let settled = RenderedPixels(sim.screenshot())
        #expect(!settled.pixel(at: CGPoint(x: 1, y: 562), scale: 3).isClose(to: .white))
        #expect(settled.pixel(at: CGPoint(x: 1, y: 559), scale: 3).isClose(to: .white))
    }

    @Test("contact sheets: every keyboard type and plane on the iPhone 15, some in landscape and on the iPhone SE (PNGs to look at in /tmp/keyboard)")
    func contactSheets() throws {
        try FileManager.default.createDirectory(atPath: Self.outputDirectory, withIntermediateDirectories: true)
        let types: [(String, UIKeyboardType, [String])] = [
            ("default", .default, []), ("numbers", .default, ["123"]), ("symbols", .default, ["123", "#+="]),
            ("ascii", .asciiCapable, []), ("numbersAndPunctuation", .numbersAndPunctuation, []), ("url", .URL, []),
            ("numberPad", .numberPad, []), ("phonePad", .phonePad, []), ("phonePadSymbols", .phonePad, ["+*#"]),
            ("namePhonePad", .namePhonePad, []), ("email", .emailAddress, []), ("decimalPad", .decimalPad, []),
            ("twitter", .twitter, []), ("webSearch", .webSearch, []), ("asciiNumberPad", .asciiCapableNumberPad, []),
        ]
        // Every type on the iPhone 15 in portrait; a few in landscape and on the iPhone SE.
        let sheets: [(Device, String, Bool, [String])] = [
            (.iPhone15, "iPhone15", false, types.map(\.0)), (.iPhone15, "iPhone15", true, ["default", "numberPad"]),
            (.iPhoneSE, "iPhoneSE", false, ["default", "url", "numbers"]), (.iPhoneSE, "iPhoneSE", true, ["email"]),
        ]
        for (device, deviceName, landscape, names) in sheets {
            for (name, type, taps) in types where names.contains(name) {
                let (_, _, image) = shot(device: device, landscape: landscape, taps: taps) {
                    $0.keyboardType = type
                    $0.returnKeyType = type == .webSearch ? .go : .default
                }
                RenderedPixels.writePNG(image, to: "\(Self.outputDirectory)/\(deviceName)-\(landscape ? "landscape" : "portrait")-\(name).png")
            }
        }
        #expect(FileManager.default.fileExists(atPath: "\(Self.outputDirectory)/iPhone15-portrait-default.png"))
    }
}
