import Testing
import UIKitTesting

/// Time is the host's: the host clock, timers made through UIKit and display links on the
/// Simulator's virtual clock, one commit per frame, nothing composited when nothing
/// changed.
@MainActor
@Suite("Run loop and clock", .serialized)
struct RunLoopTests {
    /// Records when its actions run, by the host clock.
    final class Recorder {
        var times: [CFTimeInterval] = []
        var senders: [AnyObject] = []
        func tick(_ sender: Timer) {
            times.append(CACurrentMediaTime())
            senders.append(sender)
        }
        func step(_ link: CADisplayLink) {
            times.append(CACurrentMediaTime())
            senders.append(link)
            onStep?(link)
        }
        var onStep: ((CADisplayLink) -> Void)?
        func plain() { times.append(CACurrentMediaTime()) }
    }

    /// A view that counts its layout passes.
    final class LayoutCounter: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    /// The times of frames `indices`.
    private func frames(_ indices: [Int]) -> [CFTimeInterval] {
        indices.map { CFTimeInterval($0) / 60 }
    }

    // MARK: Clock

    @Test("Hosts: the clock starts at 0 for each Simulator and moves only when the Simulator advances it")
    func clock() {
        let sim = Simulator(device: .iPhoneSE)
        #expect(CACurrentMediaTime() == 0)
        sim.advance(by: 0.5)
        #expect(CACurrentMediaTime() == 0.5)
        sim.advance(by: 0.01)
        #expect(CACurrentMediaTime() == 0.51)
        sim.advance(by: 0)
        #expect(CACurrentMediaTime() == 0.51)
        #expect(sim.runUntilIdle())
        #expect(CACurrentMediaTime() == 0.51)
        _ = Simulator(device: .iPhoneSE)
        #expect(CACurrentMediaTime() == 0)
    }

    @Test("bad input: advancing by a negative or non-finite time stops with a message")
    func badAdvance() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { Simulator(device: .iPhoneSE).advance(by: -1) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { Simulator(device: .iPhoneSE).advance(by: .nan) }
        }
    }

    // MARK: Timers

    @Test("a one-shot timer fires once, at exactly its fire date, then is invalid")
    func oneShotTimer() {
        let sim = Simulator(device: .iPhoneSE)
        let recorder = Recorder()
        let timer = Timer.scheduledTimer(timeInterval: 0.25, target: recorder, selector: #Selector(Recorder.tick(_:)),
                                         userInfo: "info", repeats: false)
        #expect(timer.isValid && timer.timeInterval == 0 && timer.userInfo as? String == "info")
        sim.advance(by: 0.2)
        #expect(recorder.times.isEmpty)
        sim.advance(by: 0.1)
        #expect(recorder.times == [0.25])
        #expect(recorder.senders.first === timer)
        #expect(!timer.isValid)
        sim.advance(by: 1)
        #expect(recorder.times == [0.25])
    }

    @Test("a repeating timer fires every interval, between frames, until invalidated; it holds its target until then")
    func repeatingTimer() {
        let sim = Simulator(device: .iPhoneSE)
        var recorder: Recorder? = Recorder()
        weak let target = recorder
        let timer = Timer.scheduledTimer(timeInterval: 0.11, target: recorder!, selector: #Selector(Recorder.tick(_:)),
                                         userInfo: nil, repeats: true)
        recorder = nil
        #expect(target != nil)
        #expect(timer.timeInterval == 0.11)
        sim.advance(by: 0.4)
        #expect(target?.times == [0.11, 0.22, 0.11 + 0.11 + 0.11])
        let next = timer.fireDate
        sim.advance(by: 0.05)
        #expect(target?.times.count == 4)
        #expect(abs(timer.fireDate.timeIntervalSince(next) - 0.11) < 1e-6)
        timer.invalidate()
        #expect(target == nil)
        sim.advance(by: 1)
    }

    @Test("timers due at the same time fire in the order they were scheduled; a timer scheduled by a timer fires in the same advance")
    func timerOrder() {
        let sim = Simulator(device: .iPhoneSE)
        var log: [String] = []
        @MainActor final class Named {
            let name: String
            let log: (String) -> Void
            init(_ name: String, _ log: @escaping (String) -> Void) { self.name = name; self.log = log }
            func fire(_ timer: Timer) {
                log("\(name)@\(CACurrentMediaTime())")
                if name == "b" {
                    _ = Timer.scheduledTimer(timeInterval: 0.05, target: Named("c", log), selector: #Selector(Named.fire),
                                             userInfo: nil, repeats: false)
                }
            }
        }
        let record: (String) -> Void = { log.append($0) }
        _ = Timer.scheduledTimer(timeInterval: 0.1, target: Named("a", record), selector: #Selector(Named.fire),
                                 userInfo: nil, repeats: false)
        _ = Timer.scheduledTimer(timeInterval: 0.1, target: Named("b", record), selector: #Selector(Named.fire),
                                 userInfo: nil, repeats: false)
        sim.advance(by: 0.2)
        #expect(log == ["a@0.1", "b@0.1", "c@\(0.1 + 0.05)"])
    }

    @Test("a fire date set by the app is honoured; fire() fires now; intervals of 0 become 0.1 ms")
    func fireDates() {
        let sim = Simulator(device: .iPhoneSE)
        let recorder = Recorder()
        let timer = Timer.scheduledTimer(timeInterval: 1, target: recorder, selector: #Selector(Recorder.tick(_:)),
                                         userInfo: nil, repeats: false)
        timer.fireDate = timer.fireDate.addingTimeInterval(-0.5)
        sim.advance(by: 0.49)
        #expect(recorder.times.isEmpty)
        sim.advance(by: 0.02)
        #expect(recorder.times.count == 1 && abs(recorder.times[0] - 0.5) < 1e-6)

        let other = Timer.scheduledTimer(timeInterval: 5, target: recorder, selector: #Selector(Recorder.tick(_:)),
                                         userInfo: nil, repeats: false)
        other.fire()
        #expect(recorder.times.count == 2 && !other.isValid)

        let zero = Timer.scheduledTimer(timeInterval: 0, target: recorder, selector: #Selector(Recorder.tick(_:)),
                                        userInfo: nil, repeats: false)
        sim.advance(by: 0.001)
        #expect(!zero.isValid && recorder.times.count == 3)
    }

    @Test("a new Simulator invalidates the timers of the old one")
    func timersReset() {
        _ = Simulator(device: .iPhoneSE)
        let recorder = Recorder()
        let timer = Timer.scheduledTimer(timeInterval: 0.1, target: recorder, selector: #Selector(Recorder.tick(_:)),
                                         userInfo: nil, repeats: true)
        let sim = Simulator(device: .iPhoneSE)
        #expect(!timer.isValid)
        sim.advance(by: 1)
        #expect(recorder.times.isEmpty)
    }

    // MARK: Display links

    @Test("a display link fires at every frame: timestamp k/60, targetTimestamp the next frame, duration 1/60")
    func displayLink() {
        let sim = Simulator(device: .iPhoneSE)
        let recorder = Recorder()
        let link = CADisplayLink(target: recorder, selector: #Selector(Recorder.step(_:)))
        #expect(link.timestamp == 0 && link.targetTimestamp == 0 && link.duration == 0)
        #expect(!link.isPaused && link.preferredFrameRateRange == .default)
        sim.advance(by: 0.1)
        #expect(recorder.times.isEmpty)  // not added yet
        var stamps: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
        recorder.onStep = { stamps.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
        link.add(to: .main, forMode: .common)
        sim.advance(by: 3 / 60)
        #expect(recorder.times == frames([7, 8, 9]))
        #expect(stamps.map(\.0) == frames([7, 8, 9]))
        #expect(stamps.map(\.1) == frames([8, 9, 10]))
        let refresh: CFTimeInterval = 1.0 / 60
        #expect(stamps.allSatisfy { $0.2 == refresh })
        #expect(recorder.senders.allSatisfy { $0 === link })
        link.invalidate()
    }

    @Test("preferred rates skip frames: 30 fps fires every second frame, 20 every third, frame interval 4 every fourth")
    func frameRates() {
        let sim = Simulator(device: .iPhoneSE)
        let thirty = Recorder(), twenty = Recorder(), range = Recorder()
        let a = CADisplayLink(target: thirty, selector: #Selector(Recorder.step(_:)))
        a.preferredFramesPerSecond = 30
        let b = CADisplayLink(target: twenty, selector: #Selector(Recorder.step(_:)))
        b.preferredFramesPerSecond = 20
        let c = CADisplayLink(target: range, selector: #Selector(Recorder.step(_:)))
        c.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 15)
        let fourth = Recorder()
        let d = CADisplayLink(target: fourth, selector: #Selector(Recorder.step(_:)))
        #expect(d.frameInterval == 1 && d.preferredFramesPerSecond == 0)
        d.frameInterval = 4
        let every = Recorder()
        let e = CADisplayLink(target: every, selector: #Selector(Recorder.step(_:)))
        e.preferredFramesPerSecond = 240
        for link in [a, b, c, d, e] { link.add(to: .main, forMode: .default) }
        sim.advance(by: 0.2)
        #expect(thirty.times == frames([2, 4, 6, 8, 10, 12]))
        #expect(twenty.times == frames([3, 6, 9, 12]))
        #expect(range.times == frames([4, 8, 12]))
        #expect(fourth.times == frames([4, 8, 12]))
        #expect(every.times.count == 12)
        #expect(a.targetTimestamp == a.timestamp + 2.0 / 60)
        for link in [a, b, c, d, e] { link.invalidate() }
    }

    @Test("pausing, removing from a mode and invalidating stop callbacks; invalidating releases the target")
    func displayLinkControl() {
        let sim = Simulator(device: .iPhoneSE)
        var recorder: Recorder? = Recorder()
        weak let target = recorder
        let link = CADisplayLink(target: recorder!, selector: #Selector(Recorder.step(_:)))
        recorder = nil
        link.add(to: .main, forMode: .default)
        link.add(to: .current, forMode: .common)
        sim.advance(by: 2 / 60)
        #expect(target?.times.count == 2)
        link.isPaused = true
        sim.advance(by: 2 / 60)
        #expect(target?.times.count == 2)
        link.isPaused = false
        link.remove(from: .current, forMode: .common)
        sim.advance(by: 1 / 60)
        #expect(target?.times.count == 3)
        link.remove(from: .main, forMode: .default)
        sim.advance(by: 1 / 60)
        #expect(target?.times.count == 3)
        link.add(to: .main, forMode: .default)
        link.invalidate()
        #expect(target == nil)
        link.add(to: .main, forMode: .default)
        sim.advance(by: 1 / 60)
    }

    @Test("a display link added for the default mode does not fire while the loop tracks; one added for common modes does")
    func modes() {
        let sim = Simulator(device: .iPhoneSE)
        let onDefault = Recorder(), onCommon = Recorder(), onTracking = Recorder()
        let links = [(onDefault, RunLoop.Mode.default), (onCommon, .common), (onTracking, .tracking)].map { recorder, mode in
            let link = CADisplayLink(target: recorder, selector: #Selector(Recorder.step(_:)))
            link.add(to: .main, forMode: mode)
            return link
        }
        sim.advance(by: 1 / 60)
        HostRunLoop.current.currentMode = .tracking
        sim.advance(by: 1 / 60)
        HostRunLoop.current.currentMode = .default
        #expect(onDefault.times.count == 1 && onCommon.times.count == 2 && onTracking.times.count == 1)
        for link in links { link.invalidate() }
    }

    @Test("a display link can invalidate itself and others during its callback")
    func invalidateInCallback() {
        let sim = Simulator(device: .iPhoneSE)
        let first = Recorder(), second = Recorder()
        let a = CADisplayLink(target: first, selector: #Selector(Recorder.step(_:)))
        let b = CADisplayLink(target: second, selector: #Selector(Recorder.step(_:)))
        first.onStep = { link in link.invalidate(); b.invalidate() }
        a.add(to: .main, forMode: .common)
        b.add(to: .main, forMode: .common)
        sim.advance(by: 3 / 60)
        #expect(first.times.count == 1 && second.times.isEmpty)
    }

    @Test("a display link whose method takes no argument fires too")
    func plainSelector() {
        let sim = Simulator(device: .iPhoneSE)
        let recorder = Recorder()
        let link = CADisplayLink(target: recorder, selector: #Selector(Recorder.plain))
        link.add(to: .main, forMode: .common)
        sim.advance(by: 2 / 60)
        #expect(recorder.times == frames([1, 2]))
        link.invalidate()
    }

    // MARK: Frames

    @Test("The frame: changes made in a frame's callbacks are laid out and composited once, in that frame")
    func oneCommitPerFrame() {
        let (sim, window) = makeScenarioWindow(device: .iPhoneSE)
        let view = LayoutCounter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        sim.runUntilIdle()
        view.layouts = 0
        let recorder = Recorder()
        var frame = 0
        recorder.onStep = { _ in
            frame += 1
            guard frame <= 2 else { return }
            for i in 0..<5 {
                view.frame.size.width = CGFloat(100 + 10 * frame + i)
                view.setNeedsLayout()
            }
        }
        let link = CADisplayLink(target: recorder, selector: #Selector(Recorder.step(_:)))
        link.add(to: .main, forMode: .common)
        sim.advance(by: 2 / 60)
        #expect(view.layouts == 2)
        #expect(sim.lastDamage.count >= 1)
        sim.advance(by: 1 / 60)
        #expect(view.layouts == 2)
        #expect(sim.lastDamage.isEmpty)
        link.invalidate()
        withExtendedLifetime(window) {}
    }

    @Test("idle frames composite nothing: a running display link that changes nothing repaints no pixel")
    func idleFrames() {
        let (sim, window) = makeScenarioWindow(device: .iPhoneSE, background: .white)
        let view = colouredView(CGRect(x: 10, y: 10, width: 50, height: 50), .red)
        window.addSubview(view)
        sim.runUntilIdle()
        #expect(!sim.lastDamage.isEmpty)
        let recorder = Recorder()
        let link = CADisplayLink(target: recorder, selector: #Selector(Recorder.step(_:)))
        link.add(to: .main, forMode: .common)
        sim.advance(by: 1)
        #expect(recorder.times.count == 60)
        #expect(sim.lastDamage.isEmpty)
        #expect(!WindowServer.current.hasPendingChanges)
        view.backgroundColor = .blue
        #expect(WindowServer.current.hasPendingChanges)
        sim.advance(by: 1 / 60)
        #expect(sim.lastDamage == [CGRect(x: 10, y: 10, width: 50, height: 50)])
        link.invalidate()
        withExtendedLifetime(window) {}
    }

    @Test("UIApplicationMain's headless loop runs in real time: a timer at its time, display links on frame times, the screen drawn")
    func realTimeLoop() {
        let (_, window) = makeScenarioWindow(device: .iPhoneSE, background: .white)
        let timerRecorder = Recorder(), linkRecorder = Recorder()
        _ = Timer.scheduledTimer(timeInterval: 0.05, target: timerRecorder, selector: #Selector(Recorder.tick(_:)),
                                 userInfo: nil, repeats: false)
        let link = CADisplayLink(target: linkRecorder, selector: #Selector(Recorder.step(_:)))
        link.add(to: .main, forMode: .common)
        HeadlessHost.runLoop { CACurrentMediaTime() >= 0.2 }
        #expect(CACurrentMediaTime() >= 0.2)
        #expect(timerRecorder.times.count == 1 && timerRecorder.times[0] >= 0.05)
        // Real time on a busy machine: at least one frame, never more than the display's 60 Hz.
        #expect(!linkRecorder.times.isEmpty && linkRecorder.times.count <= 15)
        #expect(link.timestamp > 0 && abs(link.timestamp * 60 - (link.timestamp * 60).rounded()) < 1e-6)
        #expect(!WindowServer.current.hasPendingChanges)
        link.invalidate()
        withExtendedLifetime(window) {}
    }

    @Test("a screenshot commits and composites what changed without letting time pass")
    func screenshotTakesNoTime() {
        let (sim, window) = makeScenarioWindow(device: .iPhoneSE, background: .white)
        let recorder = Recorder()
        let link = CADisplayLink(target: recorder, selector: #Selector(Recorder.plain))
        link.add(to: .main, forMode: .common)
        window.backgroundColor = .red
        let shot = sim.screenshot()
        #expect(CACurrentMediaTime() == 0 && recorder.times.isEmpty)
        #expect(shot.width == 640 && !WindowServer.current.hasPendingChanges)
        link.invalidate()
    }

    /// A view that records when its touches begin and end, by the clock and by the touch.
    final class TouchClock: UIView {
        var times: [(phase: String, clock: CFTimeInterval, stamp: TimeInterval)] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            times.append(("began", CACurrentMediaTime(), touches.first?.timestamp ?? -1))
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            times.append(("ended", CACurrentMediaTime(), touches.first?.timestamp ?? -1))
        }
    }

    @Test("The Simulator: input runs on the virtual clock: touches are stamped with it, timers fire during a long press")
    func inputOnTheClock() {
        let (sim, window) = makeScenarioWindow(device: .iPhoneSE)
        let view = TouchClock(frame: window.bounds)
        window.addSubview(view)
        let recorder = Recorder()
        _ = Timer.scheduledTimer(timeInterval: 0.5, target: recorder, selector: #Selector(Recorder.tick(_:)),
                                 userInfo: nil, repeats: false)
        sim.longPress(at: CGPoint(x: 50, y: 50), duration: 1)
        #expect(recorder.times == [0.5])
        #expect(view.times.map(\.phase) == ["began", "ended"])
        #expect(view.times.allSatisfy { $0.clock == $0.stamp })
        #expect(abs(view.times[1].clock - view.times[0].clock - 1) < 1e-9)
        #expect(CACurrentMediaTime() == view.times[1].clock)
        withExtendedLifetime(window) {}
    }

    @Test("runUntilIdle waits for one-shot timers and reports display links that never stop")
    func runUntilIdle() {
        let sim = Simulator(device: .iPhoneSE)
        let recorder = Recorder()
        _ = Timer.scheduledTimer(timeInterval: 2, target: recorder, selector: #Selector(Recorder.tick(_:)),
                                 userInfo: nil, repeats: false)
        let repeating = Timer.scheduledTimer(timeInterval: 0.5, target: recorder, selector: #Selector(Recorder.tick(_:)),
                                             userInfo: nil, repeats: true)
        #expect(sim.runUntilIdle())
        #expect(CACurrentMediaTime() == 2)
        #expect(recorder.times == [0.5, 1, 1.5, 2, 2])
        #expect(sim.runUntilIdle())
        #expect(CACurrentMediaTime() == 2)
        repeating.invalidate()

        let link = CADisplayLink(target: recorder, selector: #Selector(Recorder.plain))
        link.add(to: .main, forMode: .common)
        #expect(!sim.runUntilIdle())
        #expect(abs(CACurrentMediaTime() - 12) < 1e-9)
        link.invalidate()
        #expect(sim.runUntilIdle())
    }
}
