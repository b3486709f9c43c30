import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// Text fields in alerts: `addTextField(configurationHandler:)` and `textFields`, alerts
/// only; laid out as iOS 17 does (below the message, rounded with a hairline border,
/// stacked 8 points apart); the first begins editing when the alert appears; an action's
/// handler reads what was typed.
@MainActor
@Suite("Alert text fields", .serialized)
struct AlertTextFieldTests {
    private func loginAlert(_ stage: AlertStage) -> UIAlertController {
        let alert = UIAlertController(title: "Sign In", message: "Enter your name and password", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(stage.action("Cancel", .cancel))
        alert.addAction(stage.action("OK"))
        return alert
    }

    @Test("addTextField calls its handler with a new field and keeps the fields in order; textFields is nil without any")
    func adding() {
        let stage = AlertStage()
        let plain = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        #expect(plain.textFields == nil)
        let alert = loginAlert(stage)
        #expect(alert.textFields?.count == 2)
        #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"])
        #expect(alert.textFields?[1].isSecureTextEntry == true)
        #expect(alert.textFields?[0].font?.pointSize == 13)
        alert.addTextField()
        #expect(alert.textFields?.count == 3)
    }

    @Test("adding a text field to an action sheet stops the program, naming the API")
    func actionSheetMisuse() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).addTextField()
            }
        }
    }

    @Test("the fields sit below the message across the text width, 8 points apart, the buttons below them; the alert grows by them")
    func layout() throws {
        let stage = AlertStage()
        let bare = UIAlertController(title: "Sign In", message: "Enter your name and password", preferredStyle: .alert)
        bare.addAction(stage.action("Cancel", .cancel))
        bare.addAction(stage.action("OK"))
        stage.root.present(bare, animated: false)
        stage.sim.runUntilIdle()
        let bareHeight = try #require(bare.shownBlockFrames.first).height
        bare.dismiss(animated: false)
        stage.sim.runUntilIdle()

        let alert = loginAlert(stage)
        stage.root.present(alert, animated: false)
        stage.sim.runUntilIdle()
        let block = try #require(alert.shownBlockFrames.first)
        let fields = alert.shownTextFieldFrames
        let message = try #require(alert.shownTextFrames.message)
        #expect(fields.count == 2)
        #expect(fields[0].minY == message.maxY + 16)
        #expect(fields[1].minY == fields[0].maxY + 8)
        #expect(fields.allSatisfy { $0.minX == block.minX + 16 && $0.width == block.width - 32 })
        #expect(fields.allSatisfy { $0.height == 30 })
        let buttons = alert.shownButtons
        #expect(buttons.allSatisfy { $0.frame.minY == fields[1].maxY + 16 })
        #expect(block.height == bareHeight - 20 + 16 + 30 + 8 + 30 + 16)
        let field = try #require(alert.textFields?.first)
        let frame = field.convert(field.bounds, to: nil)
        #expect(frame.minX == fields[0].minX + 7 && frame.height == fields[0].height)
    }

    @Test("the fields are white rounded boxes with a hairline gray border over the alert's material")
    func look() throws {
        let stage = AlertStage()
        let alert = loginAlert(stage)
        stage.root.present(alert, animated: false)
        stage.sim.runUntilIdle()
        let frame = try #require(alert.shownTextFieldFrames.first)
        let pixels = RenderedPixels(stage.sim.screenshot())
        let scale = stage.sim.screen.scale
        let inside = pixels.pixel(at: CGPoint(x: frame.maxX - 4, y: frame.midY), scale: scale)
        #expect(inside == .white)
        let border = pixels.pixel(at: CGPoint(x: frame.midX, y: frame.minY + 0.1), scale: scale)
        #expect(border.brightness < 235 && border.brightness > 180)
        let corner = pixels.pixel(at: CGPoint(x: frame.minX + 0.2, y: frame.minY + 0.2), scale: scale)
        #expect(corner.isClose(to: .init(242, 242, 242, 255), tolerance: 12), "the corner is rounded off")
    }

    @Test("the first field begins editing as the alert appears; typing fills it; the OK handler reads both fields")
    func typingIntoAlert() throws {
        let stage = AlertStage()
        let alert = loginAlert(stage)
        var read: [String] = []
        let ok = UIAlertAction(title: "Sign In", style: .default) { [unowned alert] _ in
            read = alert.textFields?.compactMap(\.text) ?? []
        }
        alert.addAction(ok)
        stage.root.present(alert, animated: true)
        stage.sim.runUntilIdle()
        let name = try #require(alert.textFields?.first)
        #expect(name.isFirstResponder && name.isEditing)
        stage.sim.type("ada")
        let password = try #require(alert.textFields?.last)
        let frame = password.convert(password.bounds, to: nil)
        stage.sim.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(password.isFirstResponder)
        stage.sim.type("pw")
        stage.sim.tap(at: alert.centre(of: "Sign In"))
        stage.sim.runUntilIdle()
        #expect(read == ["ada", "pw"])
        #expect(!password.isEditing, "the dismissal took the field out of the window")
    }

    @Test("a field keeps editing when the alert lays itself out again (a change of title)")
    func editingSurvivesRelayout() throws {
        let stage = AlertStage()
        let alert = loginAlert(stage)
        stage.root.present(alert, animated: false)
        stage.sim.runUntilIdle()
        let name = try #require(alert.textFields?.first)
        #expect(name.isFirstResponder)
        alert.title = "Sign In Again"
        alert.message = "A longer message that wraps onto more lines than the first one did"
        stage.sim.runUntilIdle()
        #expect(name.isFirstResponder && name.isEditing)
        #expect(alert.shownTextFieldFrames.first?.minY == (alert.shownTextFrames.message?.maxY ?? 0) + 16)
    }
}
