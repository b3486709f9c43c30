import Foundation
import SnapshotTesting
import Testing
@_spi(Testing) import UIKit
import UIKitSnapshotTesting
import UIKitTesting
@testable import UIKitGallery

/// The Gallery's Text input screen: a sign-up form whose fields ask for the right keyboards,
/// move from one to the next with Return, and stay above the keyboard.
@MainActor
@Suite("Text input screen", .serialized)
struct TextInputScreenTests {
    /// The screen under the Gallery's switcher's height of chrome, as the Gallery shows it,
    /// on a fresh iPhone 15 without a hardware keyboard.
    private func shown() -> (Simulator, UIWindow, TextInputViewController) {
        showGalleryScreen(TextInputViewController())
    }

    @Test("issue 16 Gallery: each field asks for its keyboard, capitalization, content type and return key")
    func traits() {
        let (_, window, screen) = shown()
        defer { withExtendedLifetime(window) {} }
        #expect(screen.nameField.keyboardType == .default && screen.nameField.autocapitalizationType == .words)
        #expect(screen.emailField.keyboardType == .emailAddress && screen.emailField.textContentType == .emailAddress)
        #expect(screen.phoneField.keyboardType == .phonePad)
        #expect(screen.passwordField.isSecureTextEntry)
        #expect(screen.websiteField.keyboardType == .URL)
        #expect(screen.fields.map(\.returnKeyType) == [.next, .next, .next, .next, .go])
    }

    @Test("issue 16 Gallery: Return moves first responder field to field (Next), and Go on the last creates the account and ends editing")
    func returnMovesThroughFields() throws {
        let (sim, window, screen) = shown()
        defer { withExtendedLifetime(window) {} }
        sim.hardwareKeyboardConnected = true
        sim.tap(at: screen.centerOnScreen(of: screen.nameField))
        sim.runUntilIdle()
        #expect(screen.nameField.isFirstResponder)
        let typed = ["Zoe", "zoe@example.com", "5550100", "secret", "example.com"]
        for (index, text) in typed.enumerated() {
            #expect(screen.fields[index].isFirstResponder, "field \(index)")
            sim.type(text)
            sim.press(.return)
            sim.runUntilIdle()
        }
        #expect(screen.fields.map { $0.text ?? "" } == typed)
        #expect(!screen.fields.contains { $0.isFirstResponder })
    }

    @Test("issue 16 Gallery, Listing 5-1: with the software keyboard up, every field made active is above it, the scroll view's bottom inset the keyboard's overlap; hiding it puts the insets back")
    func activeFieldStaysAboveKeyboard() throws {
        let (sim, window, screen) = shown()
        defer { withExtendedLifetime(window) {} }
        for field in screen.fields {
            field.becomeFirstResponder()
            sim.runUntilIdle()
            let keyboard = sim.keyboard.frame
            #expect(sim.keyboard.exists && keyboard.height > 150)
            let onScreen = field.convert(field.bounds, to: nil)
            #expect(onScreen.maxY <= keyboard.minY + 0.5 && onScreen.minY >= screen.scrollView.convert(
                screen.scrollView.bounds, to: nil).minY - 0.5, "\(onScreen) against keyboard \(keyboard)")
            let scrollView = screen.scrollView
            let overlap = scrollView.convert(scrollView.bounds, to: nil).maxY - keyboard.minY - scrollView.safeAreaInsets.bottom
            #expect(abs(scrollView.contentInset.bottom - overlap) < 0.5
                && abs(scrollView.verticalScrollIndicatorInsets.bottom - overlap) < 0.5, "\(scrollView.contentInset)")
        }
        screen.view.endEditing(true)
        sim.runUntilIdle()
        #expect(!sim.keyboard.exists && screen.scrollView.contentInset.bottom == 0)
    }

    // The rows' layout margins come from the safe area (`insetsLayoutMarginsFromSafeArea`):
    // were the safe area passed to a scroll view's content along the axis it scrolls, a
    // row scrolled off the top would gain a top inset and grow, and the form would drift
    // at each change of first responder. UIKit does not pass it; neither does this.
    @Test("issue 16 Gallery, Listing 5-1 in landscape: moving between the fields with the keyboard up keeps each field above it, and leaves the form laid out as it was")
    func landscapeFormIsStable() {
        let (sim, window, screen) = shown()
        defer { withExtendedLifetime(window) {} }
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        let content = screen.scrollView
        let before = screen.fields.map { $0.convert($0.bounds, to: content) }
        for _ in 0..<3 {
            for field in screen.fields {
                field.becomeFirstResponder()
                sim.runUntilIdle()
                let onScreen = field.convert(field.bounds, to: nil)
                #expect(onScreen.maxY <= sim.keyboard.frame.minY + 0.5, "\(onScreen) against keyboard \(sim.keyboard.frame)")
            }
        }
        screen.view.endEditing(true)
        sim.runUntilIdle()
        let after = screen.fields.map { $0.convert($0.bounds, to: content) }
        #expect(after == before)
    }

    @Test("issue 16 Gallery: the notes view clears its hint when editing begins, Return starts a new line, and it stays above the keyboard")
    func notesView() throws {
        let (sim, window, screen) = shown()
        defer { withExtendedLifetime(window) {} }
        let notes = try #require(screen.notesView)
        #expect(notes.text.hasPrefix("Allergies") && notes.textColor == .secondaryLabel)
        notes.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(notes.isFirstResponder && notes.text.isEmpty && notes.textColor == .label)
        #expect(sim.keyboard.exists && notes.returnKeyType == .default)
        let onScreen = notes.convert(notes.bounds, to: nil)
        #expect(onScreen.maxY <= sim.keyboard.frame.minY + 0.5, "\(onScreen) against keyboard \(sim.keyboard.frame)")
        sim.type("Gate code 42\nRing twice")
        sim.runUntilIdle()
        #expect(notes.text == "Gate code 42\nRing twice" && notes.isFirstResponder)
        // Leaving and coming back keeps what was written.
        screen.nameField.becomeFirstResponder()
        notes.becomeFirstResponder()
        #expect(notes.text == "Gate code 42\nRing twice")
    }

    @Test("issue 16 Gallery: the screen with the keyboard up, as the Gallery photographs it (iPhone 15)")
    func snapshotWithKeyboard() throws {
        let screen = try #require(GalleryScreen.all.first { $0.title == "Input" })
        let image = GalleryScreenshots.image(of: screen)
        #expect(image.width == 1179 && image.height == 2556)
        assertSnapshot(of: UIImage(cgImage: image, scale: 3, orientation: .up), as: .image)
    }

    @Test("issue 16 Gallery: the screenshot tool's run types into the form: the name committed, the email under way with the keyboard up")
    func screenshotInput() throws {
        let screen = try #require(GalleryScreen.all.first { $0.title == "Input" })
        let controller = try #require(screen.makeController() as? TextInputViewController)
        let (sim, window, _) = showGalleryScreen(controller)
        defer { withExtendedLifetime(window) {} }
        screen.screenshotInput?(sim, controller)
        #expect(controller.nameField.text == "Zoë Appleseed" && controller.emailField.text == "zoe@exam")
        #expect(controller.emailField.isFirstResponder && sim.keyboard.exists)
    }
}

/// The points the live-window typing test clicks, checked in the Gallery as it launches.
@MainActor
@Suite("Text input screen in the Gallery", .serialized)
struct TextInputScreenInGalleryTests {
    @Test("issue 16 Gallery: the live-window typing test's clicks land on the Controls tab and its Input segment, then on the name and email fields")
    func liveTestPoints() throws {
        let sim = Simulator(device: .iPhone15)
        let window = try #require(sim.launch(delegate: GalleryAppDelegate.self).window)
        sim.runUntilIdle()
        let tabs = try #require(window.rootViewController as? UITabBarController)
        sim.tap(at: LiveWindowTypingTests.controlsTab)
        sim.runUntilIdle()
        #expect(tabs.tabBar.selectedItem?.title == "Controls")
        let root = try #require(tabs.selectedViewController?.view)
        let switcher = try #require(root.subviews.last as? UISegmentedControl)
        let segment = try #require(switcher.testingSegmentFrame(at: 1))
        #expect(switcher.titleForSegment(at: 1) == "Input")
        #expect(switcher.convert(segment, to: nil).contains(LiveWindowTypingTests.textInputSegment),
                "\(switcher.convert(segment, to: nil))")
        sim.tap(at: LiveWindowTypingTests.textInputSegment)
        sim.runUntilIdle()
        let screen = try #require(root.subviews.first?.next as? TextInputViewController)
        let name = screen.nameField.convert(screen.nameField.bounds, to: nil)
        let email = screen.emailField.convert(screen.emailField.bounds, to: nil)
        #expect(name.contains(LiveWindowTypingTests.nameField), "name field at \(name)")
        #expect(email.contains(LiveWindowTypingTests.emailField), "email field at \(email)")
    }
}
