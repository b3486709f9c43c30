import Foundation
@testable import QuartzCore
import Testing

/// DESIGN §8: `Selector` as a Swift value — its two forms, equality by name, and calling
/// a selector on a target with a sender.
@MainActor
@Suite("Selector")
struct SelectorTests {
    final class Controller {
        var log: [String] = []
        func refresh() { log.append("refresh") }
        func reload() { log.append("reload") }
        func handleTap(_ sender: Any?) { log.append("tap \(sender.map { "\($0)" } ?? "nil")") }
        func take(_ number: Int) { log.append("take \(number)") }
        func handle(tap: String) { log.append("handle \(tap)") }
        func move(to place: String) { log.append("move \(place)") }
        func copy(_ sender: Any?) { log.append("copy") }
        func count() -> Int { log.append("count"); return log.count }
        func `default`() { log.append("default") }
    }

    final class Other {
        func refresh() {}
        func copy(_ sender: Any?) {}
    }

    final class Sub: Controllerish {
        override func refresh() { log.append("sub refresh") }
    }

    class Controllerish {
        var log: [String] = []
        func refresh() { log.append("base refresh") }
    }

    // MARK: Forms and names

    @Test("string selectors: from a string or a literal, named by it, equal by name")
    func stringForm() {
        let a = Selector("copy:")
        let b: Selector = "copy:"
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a.description == "copy:" && NSStringFromSelector(a) == "copy:")
        #expect(NSSelectorFromString("paste:") == Selector("paste:"))
        #expect(Selector("copy:") != Selector("copy"))
        #expect(Selector("") == Selector(""))
    }

    @Test("two Selector(X.refresh) written at different places are equal; other methods are not")
    func sameMethodDifferentPlaces() {
        let first = Selector(Controller.refresh)
        let second = Selector(Controller.refresh)
        let viaInit: Selector = .init(Controller.refresh)
        #expect(first == second && first == viaInit)
        #expect(first.hashValue == second.hashValue)
        #expect(first != Selector(Controller.reload))
        #expect(Set([first, second, viaInit, Selector(Controller.reload)]).count == 2)
        #expect(first.description == "refresh")
    }

    @Test("names follow Swift's Objective-C selector rule")
    func objectiveCNames() {
        #expect(Selector(Controller.handleTap(_:)).description == "handleTap:")
        #expect(Selector(Controller.handleTap).description == "handleTap:")
        #expect(Selector(Controller.handle(tap:)).description == "handleWithTap:")
        #expect(Selector(Controller.move(to:)).description == "moveTo:")
        #expect(Selector(Controller.count).description == "count")
        #expect(Selector(Controller.`default`).description == "default")
        #expect(Selector(
            Controller  // the type
                .take(_:)
        ).description == "take:")
    }

    @Test("a method reference equals the string of its Objective-C name, and the same method of another type")
    func equalityAcrossForms() {
        #expect(Selector(Controller.copy(_:)) == Selector("copy:"))
        #expect(Selector(Controller.copy(_:)) == Selector(Other.copy(_:)))
        #expect(Selector(Controller.refresh) == Selector(Other.refresh))
        #expect(Selector(Controllerish.refresh) == Selector(Sub.refresh))
        let table: [Selector: String] = [Selector("copy:"): "Copy"]
        #expect(table[Selector(Other.copy(_:))] == "Copy")
    }

    // MARK: Calling

    @Test("perform calls the method on a target of its type, with the sender when it takes one")
    func perform() {
        let c = Controller()
        #expect(Selector(Controller.refresh).perform(on: c, sender: "ignored"))
        #expect(Selector(Controller.handleTap(_:)).perform(on: c, sender: 7))
        #expect(Selector(Controller.handleTap(_:)).perform(on: c))
        #expect(Selector(Controller.take(_:)).perform(on: c, sender: 3))
        #expect(Selector(Controller.count).perform(on: c))
        #expect(c.log == ["refresh", "tap 7", "tap nil", "take 3", "count"])
    }

    @Test("overridden methods dispatch to the target's class")
    func dynamicDispatch() {
        let sub = Sub()
        Selector(Controllerish.refresh).perform(on: sub)
        #expect(sub.log == ["sub refresh"])
    }

    @Test("bad input: a target of another type or a sender the method cannot take calls nothing")
    func mismatches() {
        let c = Controller()
        #expect(!Selector(Controller.refresh).perform(on: Other()))
        #expect(!Selector(Controller.refresh).isImplemented(by: Other()))
        #expect(Selector(Controller.refresh).isImplemented(by: c))
        // A selector's sender that is not an Int (or nil for a non-optional Int) is dropped.
        #expect(Selector(Controller.take(_:)).perform(on: c, sender: "three"))
        #expect(Selector(Controller.take(_:)).perform(on: c, sender: nil))
        #expect(c.log.isEmpty)
    }

    @Test("a name-only selector calls nothing until an implementation is registered for its name")
    func namedImplementations() {
        let c = Controller()
        let name = "selectorTestsAction:"
        #expect(!Selector(name).perform(on: c))
        Selector.registerImplementation(named: name) { target in
            guard let controller = target as? Controller else { return nil }
            return { sender in controller.handleTap(sender) }
        }
        #expect(Selector(name).isImplemented(by: c) && !Selector(name).isImplemented(by: Other()))
        #expect(Selector(name).perform(on: c, sender: 1))
        #expect(!Selector(name).perform(on: Other()))
        #expect(c.log == ["tap 1"])
    }

    // MARK: Names from source text

    /// The names read from `source` for a call at `line` and `column` to a method taking
    /// `arguments` arguments.
    private func names(_ source: String, _ line: Int, _ column: Int, arguments: Int = 0) throws -> [String] {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("SelectorTests-\(UUID().uuidString).swift")
        try source.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let text = try #require(SourceText(path: url.path))
        return SelectorName.methodNames(in: text, line: line, column: column, arguments: arguments)
    }

    @Test("the name is read at the call's parenthesis, across lines and comments, with backticks and module paths")
    func parsing() throws {
        let source = """
            let a = Selector(MyModule.Controller.`reload`)
            let b = Selector( // the one (
                Controller /* type ( /* nested */ */ . refresh , file: x)
            button.addTarget(self, action: .init(Self.tap(_:)), for: .touchUpInside)
            let ü = Selector(Grüße.sagen(zu:))
            """
        #expect(try names(source, 1, 17) == ["reload"])
        #expect(try names(source, 2, 17) == ["refresh"])
        #expect(try names(source, 4, 37, arguments: 1) == ["tap:"])
        // Columns count UTF-8 bytes, as #column does ("ü" takes two).
        #expect(try names(source, 5, 18, arguments: 1) == ["sagenWithZu:"])
    }

    @Test("inside a macro such as #expect the place is the macro's: its selector calls are read, strings skipped")
    func parsingMacros() throws {
        let source = #"""
            #expect(button.action == Selector(Controller.refresh))
            #expect(Selector(Controller.refresh) != Selector.init(Controller.reload), "not Selector(X.y)")
            #expect(action == .init(VC.tap(_:)) && x.init(VC.other) == nil, """
                Selector(Multi.line)
                """)
            #expect(Selector(A.same) == Selector(B.same) || Selector(A.one(_:)) == s)
            #expect(#"Selector(Raw.string)"# == Selector("copy:"))
            """#
        #expect(try names(source, 1, 1) == ["refresh"])
        #expect(try names(source, 2, 1) == ["refresh", "reload"])
        #expect(try names(source, 3, 1, arguments: 1) == ["tap:"])
        #expect(try names(source, 6, 1) == ["same"])
        // Without labels a reference may name a method of either argument count.
        #expect(try names(source, 6, 1, arguments: 1) == ["same:", "one:"])
        #expect(try names(source, 7, 1).isEmpty)
    }

    @Test("bad input: no call at the place, a string, a spelling that does not fit the method, or no file gives no name")
    func parsingFailures() throws {
        let source = """
            let a = Selector(Controller.refresh)
            let b = Selector("copy:")
            let c = Selector(Controller.take(_:))
            let d = Selector(refresh)
            let e = Selector(Controller.take(_:label:))
            let f = Selector(Controller.(
            #expect
            """
        #expect(try names(source, 1, 1).isEmpty)
        #expect(try names(source, 1, 500).isEmpty)
        #expect(try names(source, 9, 1).isEmpty)
        #expect(try names(source, 2, 17).isEmpty)
        #expect(try names(source, 3, 17, arguments: 0).isEmpty)
        #expect(try names(source, 4, 17).isEmpty)
        #expect(try names(source, 5, 17, arguments: 1).isEmpty)
        #expect(try names(source, 6, 17).isEmpty)
        #expect(try names(source, 7, 1).isEmpty)
        #expect(SourceText(path: "/nonexistent/Selector.swift") == nil)
    }

    @Test("without readable source a method reference is named after its call site: it still calls, and equals only that place's")
    func unreadableSource() {
        let c = Controller()
        let lost = Selector(Controller.refresh, file: "/nonexistent/Selector.swift", line: 3, column: 9)
        #expect(lost.description == "</nonexistent/Selector.swift:3:9>")
        #expect(lost != Selector(Controller.refresh))
        #expect(lost == Selector(Controller.reload, file: "/nonexistent/Selector.swift", line: 3, column: 9))
        #expect(lost.perform(on: c))
        #expect(c.log == ["refresh"])
    }

    /// Makes a selector from a function value: the source names no method there.
    private func selector(of method: @escaping @MainActor (Controller) -> () -> Void) -> Selector {
        Selector(method)
    }

    @Test("a selector made from a function value gets a name of its own: never wrongly equal to another method's")
    func functionValue() {
        let refresh = selector(of: Controller.refresh), reload = selector(of: Controller.reload)
        #expect(refresh != reload && refresh != Selector(Controller.refresh))
        #expect(refresh == refresh)
        let c = Controller()
        reload.perform(on: c)
        #expect(c.log == ["reload"])
    }

    // MARK: Several arguments

    final class Animations {
        var log: [String] = []
        func animationWillStart(_ id: String?, context: UnsafeMutableRawPointer?) {
            log.append("start \(id ?? "nil") \(context == nil)")
        }
        func animationDidStop(_ id: String?, finished: NSNumber, context: UnsafeMutableRawPointer?) {
            log.append("stop \(id ?? "nil") \(finished.boolValue)")
        }
        func ended(_ id: String?, flag: Bool, context: UnsafeMutableRawPointer?) { log.append("ended \(flag)") }
        func move(to x: Int, by y: Int) { log.append("move \(x) \(y)") }
    }

    @Test("two- and three-argument methods are named base:label:… as Objective-C names them")
    func severalArgumentNames() {
        #expect(Selector(Animations.animationWillStart(_:context:)).description == "animationWillStart:context:")
        #expect(Selector(Animations.animationDidStop(_:finished:context:)).description
            == "animationDidStop:finished:context:")
        #expect(Selector(Animations.move(to:by:)).description == "moveTo:by:")
        #expect(Selector(Animations.ended(_:flag:context:)) == Selector("ended:flag:context:"))
    }

    @Test("several arguments are passed in order; nil to optionals, a number to a Bool; wrong types or counts call nothing")
    func severalArgumentCalls() {
        let target = Animations()
        let start = Selector(Animations.animationWillStart(_:context:))
        let stop = Selector(Animations.animationDidStop(_:finished:context:))
        let ended = Selector(Animations.ended(_:flag:context:))
        #expect(start.perform(on: target, arguments: ["fade", nil]))
        #expect(stop.perform(on: target, arguments: [nil, NSNumber(value: true), nil]))
        #expect(ended.perform(on: target, arguments: ["x", NSNumber(value: false), nil]))
        #expect(target.log == ["start fade true", "stop nil true", "ended false"])
        #expect(stop.perform(on: target, arguments: [1, NSNumber(value: true), nil]))  // implemented, not called
        #expect(stop.perform(on: target, arguments: ["a"]))
        #expect(target.log.count == 3)
        #expect(!stop.perform(on: Controller(), arguments: [nil, NSNumber(value: true), nil]))
        let refresh = Selector(Controller.handleTap(_:))
        let controller = Controller()
        #expect(refresh.perform(on: controller, arguments: ["first", "second"]))
        #expect(controller.log == ["tap first"])
    }
}
