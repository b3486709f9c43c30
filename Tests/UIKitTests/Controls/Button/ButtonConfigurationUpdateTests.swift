import Foundation
import Testing
import UIKitTesting

/// Configuration updates: requests coalesced into one `updateConfiguration()` before the
/// next layout, the handler called after it for state changes, a configuration set by the
/// update shown by that update, and `automaticallyUpdatesConfiguration`.
@MainActor
@Suite("UIButton configuration updates", .serialized)
struct ButtonConfigurationUpdateTests {
    /// A button in a fresh window, counting `updateConfiguration()` calls.
    @MainActor
    private final class Stage {
        let sim: Simulator
        let window: UIWindow
        let button: CountingButton

        init(_ configuration: UIButton.Configuration? = .plain()) {
            (sim, window) = makeScenarioWindow()
            button = CountingButton(type: .system)
            button.configuration = configuration
            button.frame = CGRect(x: 50, y: 50, width: 120, height: 44)
            window.addSubview(button)
            sim.runUntilIdle()
            button.updates = 0
        }
    }

    @Test("many setNeedsUpdateConfiguration() calls in one turn make one updateConfiguration(), before layout")
    func coalesced() {
        let stage = Stage()
        for _ in 0..<25 { stage.button.setNeedsUpdateConfiguration() }
        #expect(stage.button.updates == 0, "nothing happens until the layout pass")
        stage.sim.runUntilIdle()
        #expect(stage.button.updates == 1)
        #expect(stage.button.updateCameBeforeLayout)
        stage.sim.runUntilIdle()
        #expect(stage.button.updates == 1, "no request, no update")
    }

    @Test("state changes in one turn update once; the handler runs after updateConfiguration(), with the new state")
    func handlerOnStateChange() {
        let stage = Stage()
        var seen: [UIControl.State] = []
        stage.button.configurationUpdateHandler = { button in
            seen.append(button.state)
            (button as? CountingButton)?.log.append("handler")
        }
        stage.sim.runUntilIdle()
        seen = []
        stage.button.log = []
        stage.button.isSelected = true
        stage.button.isHighlighted = true
        stage.sim.runUntilIdle()
        #expect(seen == [[.selected, .highlighted]])
        #expect(stage.button.log == ["update", "handler"])
        stage.button.isEnabled = false
        stage.sim.runUntilIdle()
        #expect(seen.last == [.selected, .highlighted, .disabled])
    }

    @Test("a configuration the handler sets is shown by the same update, without another call")
    func handlerSetsConfiguration() {
        let stage = Stage()
        var calls = 0
        stage.button.configurationUpdateHandler = { button in
            calls += 1
            var configuration = button.configuration
            configuration?.title = button.isSelected ? "On" : "Off"
            button.configuration = configuration
        }
        stage.sim.runUntilIdle()
        #expect(stage.button.titleLabel?.text == "Off")
        calls = 0
        stage.button.isSelected = true
        stage.sim.runUntilIdle()
        #expect(calls == 1 && stage.button.titleLabel?.text == "On")
    }

    @Test("the intrinsic size asks for a pending update first")
    func sizeQueryUpdates() {
        let stage = Stage()
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Longer title"
        stage.button.configuration = configuration
        let size = stage.button.intrinsicContentSize
        #expect(stage.button.updates == 1)
        #expect(size.width > 100)
        stage.sim.runUntilIdle()
        #expect(stage.button.updates == 1)
    }

    @Test("with automaticallyUpdatesConfiguration off, state changes update nothing; explicit requests still do")
    func automaticUpdatesOff() {
        let stage = Stage()
        stage.button.automaticallyUpdatesConfiguration = false
        stage.sim.runUntilIdle()
        stage.button.updates = 0
        stage.button.isHighlighted = true
        stage.sim.runUntilIdle()
        #expect(stage.button.updates == 0)
        stage.button.setNeedsUpdateConfiguration()
        stage.sim.runUntilIdle()
        #expect(stage.button.updates == 1)
    }

    @Test("a state change shows the state's colours at the next layout")
    func stateColors() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let stage = Stage(configuration)
        #expect(stage.button.titleLabel?.textColor == .white)
        stage.button.isEnabled = false
        stage.sim.runUntilIdle()
        #expect(stage.button.titleLabel?.textColor == .tertiaryLabel)
        stage.button.isEnabled = true
        stage.button.tintColor = .systemGreen
        stage.button.role = .destructive
        stage.sim.runUntilIdle()
        #expect(stage.button.titleLabel?.textColor == .white)
        #expect(stage.button.configuration?.background.backgroundColor == nil, "the stored configuration stays unresolved")
    }

    @Test("a button without a configuration still calls updateConfiguration() and the handler on state changes")
    func legacyButtonUpdates() {
        let stage = Stage(nil)
        var calls = 0
        stage.button.configurationUpdateHandler = { _ in calls += 1 }
        stage.sim.runUntilIdle()
        calls = 0
        stage.button.isSelected = true
        stage.sim.runUntilIdle()
        #expect(calls == 1 && stage.button.updates >= 1)
    }
}

/// A button that counts `updateConfiguration()` and notes whether it came before layout.
@MainActor
final class CountingButton: UIButton {
    var updates = 0
    var log: [String] = []
    var updateCameBeforeLayout = false
    private var pendingUpdate = false

    override func updateConfiguration() {
        updates += 1
        log.append("update")
        pendingUpdate = true
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if pendingUpdate { updateCameBeforeLayout = true }
        pendingUpdate = false
    }
}
