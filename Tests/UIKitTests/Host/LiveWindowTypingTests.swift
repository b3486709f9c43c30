import Foundation
import Testing
import UIKitTesting

/// Typing in the live window end to end: the Gallery under Xvfb, its Input screen chosen by
/// two clicks (the Controls tab, the Input segment), a field clicked, text typed with xdotool (a capital, a space and a non-ASCII
/// letter, on an Albanian keyboard layout where it has a key), the
/// field's text copied with Ctrl+A Ctrl+C — so the desktop's clipboard holds it, as xclip
/// reads it — and pasted into another field with Ctrl+V, then text another app put on the
/// clipboard pasted too. Skipped like the live-window test where Xvfb or the tools are
/// missing (failed under CI).
@Suite("Live window typing", .serialized)
struct LiveWindowTypingTests {
    /// Screen points of the iPhone-15-sized screen the Gallery shows, which
    /// `TextInputScreenTests` checks land where this test means them to.
    static let controlsTab = CGPoint(x: 196, y: 793)
    static let textInputSegment = CGPoint(x: 300, y: 75)
    static let nameField = CGPoint(x: 250, y: 240)
    static let emailField = CGPoint(x: 250, y: 284)

    @Test("issue 16 live window: a click on a field brings up the software keyboard; typed text (Hello Zoë) reaches the field once and the software keyboard goes; Ctrl+A Ctrl+C puts it on the desktop's clipboard; Ctrl+V pastes it, and another app's copy, into another field")
    func typingCopyAndPaste() async throws {
        let display: VirtualDisplay
        do {
            display = try await VirtualDisplay.start(width: 1280, height: 1024)
        } catch let error as VirtualDisplay.Unavailable {
            LiveWindowTests.cannotRun("the live window typing test", because: error.reason)
            return
        }
        defer { display.server.stop() }
        try #require(FileManager.default.isExecutableFile(atPath: LiveWindowTests.galleryExecutable.path),
                     "uikit-gallery is not built next to the tests; run swift build --build-tests")
        try #require(ChildProcess.tool("xdotool") != nil, "xdotool is not installed (make deps installs it)")
        guard let xclip = ChildProcess.tool("xclip") else {
            LiveWindowTests.cannotRun("the live window typing test", because: "xclip is not installed (make deps installs it)")
            return
        }

        // A keyboard layout with ë on a key of its own (Albanian's, where US has ";"), so
        // xdotool types it with that key. Without one, xdotool maps a spare key to ë for the
        // moment of the press, and an app that reads the event after the mapping is undone
        // (a busy machine) sees a key that types nothing.
        if let setxkbmap = ChildProcess.tool("setxkbmap") {
            _ = try await ChildProcess.run(setxkbmap, ["al"], environment: display.environment)
        }

        // The app's general pasteboard in a directory of its own, not the user's.
        let pasteboards = FileManager.default.temporaryDirectory.appendingPathComponent("live-typing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pasteboards) }
        var environment = display.environment
        environment["UIKIT_GALLERY_LOG_TOUCHES"] = "1"
        environment["SWIFT_UIKIT_PASTEBOARD_DIR"] = pasteboards.path
        let gallery = try ChildProcess(LiveWindowTests.galleryExecutable, [], environment: environment,
                                       directory: FileManager.default.temporaryDirectory, lifetime: ChildProcess.lifetime)
        defer { gallery.stop() }
        try #require(await gallery.waitForLine(timeout: 60) { $0 == "launched" } != nil,
                     "the Gallery did not launch: \(gallery.printed)")
        let (id, shell) = try #require(try await display.mappedWindow(named: "^uikit-gallery$"),
                                       "no window of the Gallery appeared")
        let geometry = try #require(LiveWindowTests.Geometry(shell))
        func click(_ point: CGPoint) async throws {
            let at = geometry.windowPoint(showing: point, screen: LiveWindowTests.screenSize)
            _ = try await display.xdotool(["mousemove", "--window", id, "\(at.x)", "\(at.y)", "click", "1"])
        }

        try await click(Self.controlsTab)
        try #require(await gallery.waitForLine(timeout: 20) { $0 == "showing Controls" } != nil,
                     "the Controls tab did not show: \(gallery.printed)")
        try await click(Self.textInputSegment)
        try #require(await gallery.waitForLine(timeout: 20) { $0 == "showing Input" } != nil,
                     "the switcher did not switch: \(gallery.printed)")
        try await click(Self.nameField)
        // No key typed yet: the click brings up the software keyboard, as a tap does.
        #expect(await gallery.waitForLine(timeout: 20) { $0 == "text input: keyboard will show" } != nil,
                "the software keyboard did not come up: \(gallery.printed)")
        // The field became first responder at the click; SDL's text input started at the
        // next turn of the app's loop.
        try await Task.sleep(nanoseconds: 500_000_000)
        _ = try await display.xdotool(["type", "--delay", "40", "Hello Zoë"])
        #expect(await gallery.waitForLine(timeout: 20) { $0 == "text input: name = Hello Zoë" } != nil,
                "the typed text did not arrive: \(gallery.printed)")
        // Typing on the desktop's keyboard connected a hardware keyboard: the software one went.
        #expect(gallery.lines.contains("text input: keyboard will hide"), "\(gallery.printed)")
        // Each key typed once: every logged value is a prefix of the whole, one longer each time.
        let names = gallery.lines.filter { $0.hasPrefix("text input: name = ") }.map { $0.dropFirst(19) }
        #expect(names.count == "Hello Zoë".count && names.allSatisfy { "Hello Zoë".hasPrefix($0) }, "\(names)")

        _ = try await display.xdotool(["key", "--delay", "100", "ctrl+a", "ctrl+c"])
        var copied: String?
        for _ in 0..<50 where copied != "Hello Zoë" {
            try await Task.sleep(nanoseconds: 200_000_000)
            copied = try await ChildProcess.run(xclip, ["-o", "-selection", "clipboard"], environment: display.environment).output
        }
        #expect(copied == "Hello Zoë", "the clipboard holds \(copied ?? "nothing")")

        try await click(Self.emailField)
        try await Task.sleep(nanoseconds: 500_000_000)
        _ = try await display.xdotool(["key", "ctrl+v"])
        #expect(await gallery.waitForLine(timeout: 20) { $0 == "text input: email = Hello Zoë" } != nil,
                "the paste did not arrive: \(gallery.printed)")

        // Another app copies (xclip takes the clipboard, and serves it until the display
        // goes): the app's pasteboard follows, and pasting over the selection inserts it.
        let other = try ChildProcess(URL(fileURLWithPath: "/bin/sh"),
                                     ["-c", "printf 'from another app' | '\(xclip.path)' -selection clipboard"],
                                     environment: display.environment)
        _ = await other.waitForExit(timeout: 10)
        try await Task.sleep(nanoseconds: 500_000_000)
        _ = try await display.xdotool(["key", "--delay", "100", "ctrl+a", "ctrl+v"])
        #expect(await gallery.waitForLine(timeout: 20) { $0 == "text input: email = from another app" } != nil,
                "another app's copy did not paste: \(gallery.printed)")
    }
}
