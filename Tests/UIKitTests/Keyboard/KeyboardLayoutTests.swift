import Foundation
import Testing
import UIKitTesting

@MainActor @Suite("Keyboard layouts: each keyboard type's keys, and the keyboard's size per device and orientation", .serialized)
struct KeyboardLayoutTests {
    /// The key names shown for a view of `type` on `device`.
    private func keyNames(_ type: UIKeyboardType, device: Device = .iPhone15, landscape: Bool = false) -> (names: [String], frame: CGRect) {
        let (sim, window, field) = makeKeyboardStage(device: device)
        defer { withExtendedLifetime(window) {} }
        if landscape { sim.rotate(to: .landscapeLeft) }
        field.keyboardType = type
        field.autocapitalizationType = .none
        field.becomeFirstResponder()
        sim.runUntilIdle()
        return (sim.keyboard.keyNames, sim.keyboard.frame)
    }

    private let letters = "qwertyuiopasdfghjkl".map(String.init) + ["shift"] + "zxcvbnm".map(String.init) + ["delete"]

    @Test("default and ASCII: three rows of letters, then 123, space, return; globe and dictation under the keys on an iPhone with Face ID")
    func defaultKeyboard() {
        let expected = letters + ["123", "space", "return", "Next keyboard", "Dictate"]
        #expect(keyNames(.default).names == expected)
        #expect(keyNames(.asciiCapable).names == expected)
    }

    @Test("on an iPhone with a home button the globe and dictation keys are in the bottom row")
    func homeButtonBottomRow() {
        #expect(keyNames(.default, device: .iPhoneSE).names == letters + ["123", "Next keyboard", "Dictate", "space", "return"])
    }

    @Test("URL: . / .com instead of space; email: space @ .; Twitter: space @ #; web search: space .")
    func typeSpecificKeys() {
        #expect(Array(keyNames(.URL).names.dropFirst(letters.count)) == ["123", ".", "/", ".com", "return", "Next keyboard", "Dictate"])
        #expect(Array(keyNames(.emailAddress).names.dropFirst(letters.count)) == ["123", "space", "@", ".", "return", "Next keyboard", "Dictate"])
        #expect(Array(keyNames(.twitter).names.dropFirst(letters.count)) == ["123", "space", "@", "#", "return", "Next keyboard", "Dictate"])
        #expect(Array(keyNames(.webSearch).names.dropFirst(letters.count)) == ["123", "space", ".", "return", "Next keyboard", "Dictate"])
    }

    @Test("numbers and punctuation opens on the digits and punctuation, with ABC")
    func numbersAndPunctuation() {
        let names = keyNames(.numbersAndPunctuation).names
        #expect(Array(names.prefix(20)) == "1234567890".map(String.init) + ["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""])
        #expect(Array(names.dropFirst(20)) == ["#+=", ".", ",", "?", "!", "'", "delete", "ABC", "space", "return", "Next keyboard", "Dictate"])
    }

    @Test("the pads: number, ASCII number, decimal, phone and name-phone pads")
    func pads() {
        let digits = (1...9).map(String.init)
        #expect(keyNames(.numberPad).names == digits + ["0", "delete"])
        #expect(keyNames(.asciiCapableNumberPad).names == digits + ["0", "delete"])
        #expect(keyNames(.decimalPad).names == digits + [".", "0", "delete"])
        #expect(keyNames(.phonePad).names == digits + ["+*#", "0", "delete"])
        #expect(keyNames(.namePhonePad).names == letters + ["123", "space", "return", "Next keyboard", "Dictate"])
    }

    @Test("the phone pad's +*# plane has brackets, pause, wait and the dialling symbols; 123 goes back")
    func phoneSymbols() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        field.keyboardType = .phonePad
        field.becomeFirstResponder()
        sim.runUntilIdle()
        sim.keyboard.keys["+*#"].tap()
        #expect(sim.keyboard.keyNames == ["(", "/", ")", "pause", "wait", "N", "*", ".", "#", "123", "+", "delete"])
        sim.type("+1,2")
        #expect(field.text == "+1,2")
    }

    @Test("heights: iPhone 15 291 points in portrait and 181 in landscape; 320-point iPhones 216 and 162; iPad 264 and 352; full width at the bottom")
    func heights() {
        #expect(keyNames(.default).frame == CGRect(x: 0, y: 852 - 291, width: 393, height: 291))
        #expect(keyNames(.default, landscape: true).frame == CGRect(x: 0, y: 393 - 181, width: 852, height: 181))
        #expect(keyNames(.default, device: .iPhone3G).frame == CGRect(x: 0, y: 480 - 216, width: 320, height: 216))
        #expect(keyNames(.default, device: .iPhoneSE, landscape: true).frame == CGRect(x: 0, y: 320 - 162, width: 568, height: 162))
        #expect(keyNames(.default, device: .iPad).frame == CGRect(x: 0, y: 1024 - 264, width: 768, height: 264))
        #expect(keyNames(.default, device: .iPad, landscape: true).frame == CGRect(x: 0, y: 768 - 352, width: 1024, height: 352))
    }

    @Test("key geometry on the iPhone 15: letter keys a tenth of the width less 6 points, 42 high, 12 apart vertically")
    func keyGeometry() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        field.autocapitalizationType = .none
        field.becomeFirstResponder()
        sim.runUntilIdle()
        let q = sim.keyboard.keys["q"].frame, w = sim.keyboard.keys["w"].frame, a = sim.keyboard.keys["a"].frame
        #expect(abs(q.width - (39.3 - 6)) < 1e-6 && q.height == 42)
        #expect(q.minX == 3 && abs(w.minX - q.maxX - 6) < 1e-6)
        #expect(a.minY - q.maxY == 12)
        #expect(abs(q.minY - (561 + 6)) < 1e-6)
        // A finger between two keys types the nearer one.
        sim.tap(at: CGPoint(x: q.maxX + 2, y: q.midY))
        #expect(field.text == "q")
    }
}
