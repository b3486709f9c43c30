import Foundation
@testable import HostRuntime
import Testing

/// `Selector` as a Swift value (there is no Objective-C runtime) — its two forms, equality
/// by name, and calling a selector on a target with a sender.
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

    @Test("two #Selector(X.refresh) written at different places are equal; other methods are not")
    func sameMethodDifferentPlaces() {
        let first = #Selector(Controller.refresh)
        let second = #Selector(Controller.refresh)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != #Selector(Controller.reload))
        #expect(Set([first, second, #Selector(Controller.reload)]).count == 2)
        #expect(first.description == "refresh")
    }

    @Test("names follow Swift's Objective-C selector rule")
    func objectiveCNames() {
        #expect(#Selector(Controller.handleTap(_:)).description == "handleTap:")
        #expect(#Selector(Controller.handleTap).description == "handleTap:")
        #expect(#Selector(Controller.handle(tap:)).description == "handleWithTap:")
        #expect(#Selector(Controller.move(to:)).description == "moveTo:")
        #expect(#Selector(Controller.count).description == "count")
        #expect(#Selector(Controller.`default`).description == "default")
        #expect(#Selector(
            Controller  // the type
                .take(_:)
        ).description == "take:")
    }

    @Test("a method reference equals the string of its Objective-C name, and the same method of another type")
    func equalityAcrossForms() {
        #expect(#Selector(Controller.copy(_:)) == Selector("copy:"))
        #expect(#Selector(Controller.copy(_:)) == #Selector(Other.copy(_:)))
        #expect(#Selector(Controller.refresh) == #Selector(Other.refresh))
        #expect(#Selector(Controllerish.refresh) == #Selector(Sub.refresh))
        let table: [Selector: String] = [Selector("copy:"): "Copy"]
        #expect(table[#Selector(Other.copy(_:))] == "Copy")
    }

    @Test("#Selector(X.handle(tap:)) equals Selector(\"handleWithTap:\") and calls handle(tap:) through perform")
    func labelledReference() {
        let c = Controller()
        let handle = #Selector(Controller.handle(tap:))
        #expect(handle == Selector("handleWithTap:"))
        #expect(#Selector(Controller.move(to:)) == "moveTo:")
        #expect(handle.perform(on: c, sender: "once"))
        #expect(#Selector(Controller.move(to:)).perform(on: c, sender: "home"))
        #expect(c.log == ["handle once", "move home"])
    }

    // MARK: Calling

    @Test("perform calls the method on a target of its type, with the sender when it takes one")
    func perform() {
        let c = Controller()
        #expect(#Selector(Controller.refresh).perform(on: c, sender: "ignored"))
        #expect(#Selector(Controller.handleTap(_:)).perform(on: c, sender: 7))
        #expect(#Selector(Controller.handleTap(_:)).perform(on: c))
        #expect(#Selector(Controller.take(_:)).perform(on: c, sender: 3))
        #expect(#Selector(Controller.count).perform(on: c))
        #expect(c.log == ["refresh", "tap 7", "tap nil", "take 3", "count"])
    }

    @Test("overridden methods dispatch to the target's class")
    func dynamicDispatch() {
        let sub = Sub()
        #Selector(Controllerish.refresh).perform(on: sub)
        #expect(sub.log == ["sub refresh"])
    }

    @Test("bad input: a target of another type or a sender the method cannot take calls nothing")
    func mismatches() {
        let c = Controller()
        #expect(!#Selector(Controller.refresh).perform(on: Other()))
        #expect(!#Selector(Controller.refresh).isImplemented(by: Other()))
        #expect(#Selector(Controller.refresh).isImplemented(by: c))
        // A selector's sender that is not an Int (or nil for a non-optional Int) is dropped.
        #expect(#Selector(Controller.take(_:)).perform(on: c, sender: "three"))
        #expect(#Selector(Controller.take(_:)).perform(on: c, sender: nil))
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

    // MARK: Names at compile time

    final class Grüße {
        var log: [String] = []
        func sagen(zu name: String) { log.append("sagen \(name)") }
    }

    @Test("the name comes from the reference as written: across lines and comments, with module paths, backticks and non-ASCII names")
    func spellings() {
        #expect(#Selector(HostRuntimeTests.SelectorTests.Controller.`reload`) == Selector("reload"))
        #expect(#Selector( // the one
            Controller /* type ( /* nested */ */ . refresh
        ) == Selector("refresh"))
        #expect(#Selector((Controller.refresh)) == Selector("refresh"))
        #expect(#Selector(Grüße.sagen(zu:)) == Selector("sagenWithZu:"))
        let greeter = Grüße()
        #expect(#Selector(Grüße.sagen(zu:)).perform(on: greeter, sender: "dir"))
        #expect(greeter.log == ["sagen dir"])
    }

    @Test("a selector's name is the same wherever it is made: in a function, a closure, a generic context")
    func sameNameEverywhere() {
        func make<T: Controllerish>(_: T.Type) -> Selector { #Selector(T.refresh) }
        let inClosure = { #Selector(Controllerish.refresh) }
        #expect(make(Sub.self) == Selector("refresh"))
        #expect(inClosure() == make(Controllerish.self))
        let sub = Sub()
        #expect(make(Sub.self).perform(on: sub))
        #expect(sub.log == ["sub refresh"])
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
        func add(_ x: Int, _ y: Int) { log.append("add \(x + y)") }
    }

    @Test("two- and three-argument methods are named base:label:… as Objective-C names them")
    func severalArgumentNames() {
        #expect(#Selector(Animations.animationWillStart(_:context:)).description == "animationWillStart:context:")
        #expect(#Selector(Animations.animationDidStop(_:finished:context:)).description
            == "animationDidStop:finished:context:")
        #expect(#Selector(Animations.move(to:by:)).description == "moveTo:by:")
        #expect(#Selector(Animations.ended(_:flag:context:)) == Selector("ended:flag:context:"))
        #expect(#Selector(Animations.add(_:_:)) == Selector("add::"))
        let target = Animations()
        #expect(#Selector(Animations.add(_:_:)).perform(on: target, arguments: [1, 2]))
        #expect(target.log == ["add 3"])
    }

    @Test("several arguments are passed in order; nil to optionals, a number to a Bool; wrong types or counts call nothing")
    func severalArgumentCalls() {
        let target = Animations()
        let start = #Selector(Animations.animationWillStart(_:context:))
        let stop = #Selector(Animations.animationDidStop(_:finished:context:))
        let ended = #Selector(Animations.ended(_:flag:context:))
        #expect(start.perform(on: target, arguments: ["fade", nil]))
        #expect(stop.perform(on: target, arguments: [nil, NSNumber(value: true), nil]))
        #expect(ended.perform(on: target, arguments: ["x", NSNumber(value: false), nil]))
        #expect(target.log == ["start fade true", "stop nil true", "ended false"])
        #expect(stop.perform(on: target, arguments: [1, NSNumber(value: true), nil]))  // implemented, not called
        #expect(stop.perform(on: target, arguments: ["a"]))
        #expect(target.log.count == 3)
        #expect(!stop.perform(on: Controller(), arguments: [nil, NSNumber(value: true), nil]))
        let refresh = #Selector(Controller.handleTap(_:))
        let controller = Controller()
        #expect(refresh.perform(on: controller, arguments: ["first", "second"]))
        #expect(controller.log == ["tap first"])
    }
}
