import Foundation
import Testing
import UIKitTesting

@MainActor @Suite("Keyboard typing: keys, shift, caps lock, planes, delete, return", .serialized)
struct KeyboardTypingTests {
    /// A stage with the keyboard up for `field`, configured by `configure` first.
    private func typingStage(device: Device = .iPhone15, _ configure: (TypingView) -> Void = { _ in })
        -> (Simulator, UIWindow, TypingView) {
        let (sim, window, field) = makeKeyboardStage(device: device)
        configure(field)
        field.becomeFirstResponder()
        sim.runUntilIdle()
        return (sim, window, field)
    }

    @Test("tapping a letter key inserts it into the first responder; Return inserts a newline; delete calls deleteBackward")
    func keysCallKeyInput() {
        let (sim, window, field) = typingStage { $0.autocapitalizationType = .none }
        defer { withExtendedLifetime(window) {} }
        sim.keyboard.keys["h"].tap()
        sim.keyboard.keys["i"].tap()
        sim.keyboard.keys["return"].tap()
        sim.keyboard.keys["delete"].tap()
        sim.keyboard.keys["space"].tap()
        #expect(field.calls == ["insert:h", "insert:i", "insert:\n", "delete", "insert: "])
        #expect(field.text == "hi ")
    }

    @Test("autocapitalization .sentences: shift is on at the start and after a full stop and a space, off after a letter")
    func sentences() {
        let (sim, window, field) = typingStage()
        defer { withExtendedLifetime(window) {} }
        #expect(sim.keyboard.keys["Q"].exists && !sim.keyboard.keys["q"].exists)
        sim.keyboard.keys["H"].tap()
        #expect(sim.keyboard.keys["i"].exists)
        sim.keyboard.keys["i"].tap()
        sim.type(". ")
        #expect(sim.keyboard.keys["W"].exists)
        sim.type("Ok")
        #expect(field.text == "Hi. Ok")
    }

    @Test("autocapitalization .words capitalizes after each space; .allCharacters every letter; .none never")
    func otherCapitalizations() {
        let (sim, window, words) = typingStage { $0.autocapitalizationType = .words }
        defer { withExtendedLifetime(window) {} }
        for name in ["A", "b", "space", "C", "d"] { sim.keyboard.keys[name].tap() }
        #expect(words.text == "Ab Cd")
        let (sim2, window2, all) = typingStage { $0.autocapitalizationType = .allCharacters }
        defer { withExtendedLifetime(window2) {} }
        sim2.keyboard.keys["A"].tap()
        sim2.keyboard.keys["B"].tap()
        #expect(all.text == "AB")
        let (sim3, window3, none) = typingStage { $0.autocapitalizationType = .none }
        defer { withExtendedLifetime(window3) {} }
        #expect(sim3.keyboard.keys["a"].exists)
        sim3.type("x. y")
        #expect(none.text == "x. y")
    }

    @Test("shift: a tap gives one capital; two quick taps lock capitals until the next tap")
    func shiftAndCapsLock() {
        let (sim, window, field) = typingStage { $0.autocapitalizationType = .none }
        defer { withExtendedLifetime(window) {} }
        sim.keyboard.keys["shift"].tap()
        sim.keyboard.keys["A"].tap()
        sim.keyboard.keys["b"].tap()
        #expect(field.text == "Ab")
        let shift = sim.keyboard.keys["shift"].frame
        sim.doubleTap(at: CGPoint(x: shift.midX, y: shift.midY))
        sim.keyboard.keys["C"].tap()
        sim.keyboard.keys["D"].tap()
        #expect(field.text == "AbCD")
        sim.keyboard.keys["shift"].tap()
        sim.keyboard.keys["e"].tap()
        #expect(field.text == "AbCDe")
    }

    @Test("planes: 123 shows digits and punctuation, #+= more symbols, ABC the letters; a space after a typed number goes back to the letters, as does an apostrophe")
    func planes() {
        let (sim, window, field) = typingStage { $0.autocapitalizationType = .none }
        defer { withExtendedLifetime(window) {} }
        sim.keyboard.keys["123"].tap()
        #expect(sim.keyboard.keyNames.prefix(10) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"])
        sim.keyboard.keys["#+="].tap()
        #expect(sim.keyboard.keyNames.prefix(10) == ["[", "]", "{", "}", "#", "%", "^", "*", "+", "="])
        sim.keyboard.keys["%"].tap()
        sim.keyboard.keys["123"].tap()
        sim.keyboard.keys["5"].tap()
        sim.keyboard.keys["space"].tap()
        #expect(sim.keyboard.keys["q"].exists)
        sim.keyboard.keys["123"].tap()
        sim.keyboard.keys["'"].tap()
        #expect(sim.keyboard.keys["q"].exists)
        sim.keyboard.keys["123"].tap()
        sim.keyboard.keys["ABC"].tap()
        #expect(sim.keyboard.keys["q"].exists)
        #expect(field.text == "%5 '")
    }

    @Test("sim.type taps the keys a person would, switching planes and shift, and inserts what no key types directly")
    func simulatorTyping() {
        let (sim, window, field) = typingStage()
        defer { withExtendedLifetime(window) {} }
        sim.type("Hello, World 42! é\tok")
        #expect(field.text == "Hello, World 42! é\tok")
        // Every character but "é" and the tab came from a key: one insert each.
        #expect(field.calls.count == 21)
    }

    @Test("sim.press without a hardware keyboard taps return, delete and space on the software keyboard")
    func simulatorPress() {
        let (sim, window, field) = typingStage { $0.autocapitalizationType = .none }
        defer { withExtendedLifetime(window) {} }
        sim.press(.character("a"))
        sim.press(.space)
        sim.press(.delete)
        sim.press(.return)
        #expect(field.calls == ["insert:a", "insert: ", "delete", "insert:\n"])
    }

    @Test("enablesReturnKeyAutomatically: return is off (and does nothing) while the text is empty, on once there is text")
    func returnKeyAutomatically() {
        let (sim, window, field) = typingStage {
            $0.enablesReturnKeyAutomatically = true
            $0.returnKeyType = .go
        }
        defer { withExtendedLifetime(window) {} }
        #expect(sim.keyboard.keys["go"].exists && !sim.keyboard.keys["go"].isEnabled)
        sim.keyboard.keys["return"].tap()
        #expect(field.calls.isEmpty)
        sim.type("x")
        #expect(sim.keyboard.keys["go"].isEnabled)
        sim.keyboard.keys["go"].tap()
        #expect(field.text == "x\n")
    }

    @Test("delete held: one character at once, repeats after 0.5 s every 0.1 s, then whole words")
    func deleteAutorepeat() {
        let (sim, window, field) = typingStage { $0.autocapitalizationType = .none }
        defer { withExtendedLifetime(window) {} }
        let words = "one two three four five six seven eight nine ten eleven twelve thirteen"
        sim.type(words)
        field.calls = []
        let delete = sim.keyboard.keys["delete"].frame
        let finger = sim.touchDown(at: CGPoint(x: delete.midX, y: delete.midY))
        #expect(field.calls == ["delete"])
        sim.advance(by: 0.45)
        #expect(field.calls.count == 1)
        sim.advance(by: 0.1)
        #expect(field.calls.count == 2)
        // 20 single repeats by 0.5 + 19 × 0.1 = 2.4 s; from 2.5 s a word (with the spaces after it) at a time.
        sim.advance(by: 1.9)
        #expect(field.calls.count == 21)
        var expected = String(words.dropLast(21))
        #expect(field.text == expected)
        sim.advance(by: 0.1)
        while expected.last == " " { expected.removeLast() }
        while let last = expected.last, last != " " { expected.removeLast() }
        #expect(field.text == expected)
        sim.advance(by: 0.25)
        while expected.last == " " { expected.removeLast() }
        while let last = expected.last, last != " " { expected.removeLast() }
        #expect(field.text == expected)
        sim.touchUp(finger)
        let after = field.calls.count
        sim.advance(by: 1)
        #expect(field.calls.count == after)
    }

    @Test("the return key's title follows returnKeyType")
    func returnKeyTitles() {
        let titles: [(UIReturnKeyType, String)] = [(.default, "return"), (.go, "go"), (.google, "search"), (.join, "join"),
                                                   (.next, "next"), (.route, "route"), (.search, "search"), (.send, "send"),
                                                   (.yahoo, "search"), (.done, "done"), (.emergencyCall, "emergency call"),
                                                   (.continue, "continue")]
        for (type, title) in titles {
            let (sim, window, _) = typingStage { $0.returnKeyType = type }
            defer { withExtendedLifetime(window) {} }
            #expect(sim.keyboard.keys[title].exists, "\(type)")
            #expect(sim.keyboard.keys["return"].frame == sim.keyboard.keys[title].frame)
        }
    }
}
