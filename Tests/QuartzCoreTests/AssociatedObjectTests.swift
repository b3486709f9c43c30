import Foundation
import Testing
import QuartzCore

/// Counts its instances' deinits, to see associated values released.
private final class Tracked: @unchecked Sendable {
    nonisolated(unsafe) static var deinits = 0
    let name: String
    init(_ name: String) { self.name = name }
    deinit { Tracked.deinits += 1 }
}

/// A value kept by copy: `copy(with:)` makes a new instance.
private final class Copyable: NSObject, NSCopying {
    let value: Int
    init(_ value: Int) { self.value = value }
    func copy(with zone: NSZone? = nil) -> Any { Copyable(value) }
}

/// An object the association table learns of the death of (a layer) with a deinit counter.
private final class CountedLayer: CALayer {
    nonisolated(unsafe) static var deinits = 0
    deinit { CountedLayer.deinits += 1 }
}

/// An object that may be shared between tasks.
private final class SharedObject: Sendable {}

nonisolated(unsafe) private var firstKey = 0
nonisolated(unsafe) private var secondKey = 0

/// `objc_setAssociatedObject` and its kin without the Objective-C runtime.
@Suite("Associated objects", .serialized)
struct AssociatedObjectTests {
    @Test("the policies have the Objective-C runtime's raw values")
    func rawValues() {
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 0o1401)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 0o1403)
    }

    @Test("retain keeps the value alive until it is replaced or removed")
    func retain() {
        let object = NSObject()
        for policy in [objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC] {
            let before = Tracked.deinits
            objc_setAssociatedObject(object, &firstKey, Tracked("kept"), policy)
            #expect(Tracked.deinits == before)
            #expect((objc_getAssociatedObject(object, &firstKey) as? Tracked)?.name == "kept")
            objc_setAssociatedObject(object, &firstKey, nil, policy)
            #expect(Tracked.deinits == before + 1)
            #expect(objc_getAssociatedObject(object, &firstKey) == nil)
        }
    }

    @Test("assign does not keep the value alive and answers nil once it is gone; plain values are kept")
    func assign() {
        let object = NSObject()
        var value: Tracked? = Tracked("weak")
        objc_setAssociatedObject(object, &firstKey, value, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(object, &firstKey) as? Tracked === value)
        value = nil
        #expect(objc_getAssociatedObject(object, &firstKey) == nil)
        objc_setAssociatedObject(object, &secondKey, 42, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(object, &secondKey) as? Int == 42)
        objc_removeAssociatedObjects(object)
    }

    @Test("copy keeps a copy of an NSCopying value; other values as they are")
    func copy() {
        let object = NSObject()
        for policy in [objc_AssociationPolicy.OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC] {
            let original = Copyable(7)
            objc_setAssociatedObject(object, &firstKey, original, policy)
            let stored = objc_getAssociatedObject(object, &firstKey) as? Copyable
            #expect(stored?.value == 7 && stored !== original)
            objc_setAssociatedObject(object, &secondKey, "text", policy)
            #expect(objc_getAssociatedObject(object, &secondKey) as? String == "text")
        }
        objc_removeAssociatedObjects(object)
    }

    @Test("keys are separate, objects are separate, and a new value replaces (and releases) the old")
    func keysAndOverwrite() {
        let one = NSObject(), two = NSObject()
        objc_setAssociatedObject(one, &firstKey, "first", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(one, &secondKey, "second", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(two, &firstKey, "other", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(one, &firstKey) as? String == "first")
        #expect(objc_getAssociatedObject(one, &secondKey) as? String == "second")
        #expect(objc_getAssociatedObject(two, &firstKey) as? String == "other")
        let before = Tracked.deinits
        objc_setAssociatedObject(one, &firstKey, Tracked("old"), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(one, &firstKey, Tracked("new"), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(Tracked.deinits == before + 1)
        #expect((objc_getAssociatedObject(one, &firstKey) as? Tracked)?.name == "new")
        objc_removeAssociatedObjects(one)
        #expect(Tracked.deinits == before + 2)
        #expect(objc_getAssociatedObject(one, &firstKey) == nil && objc_getAssociatedObject(one, &secondKey) == nil)
        #expect(objc_getAssociatedObject(two, &firstKey) as? String == "other")
        objc_removeAssociatedObjects(two)
    }

    @Test("an owner's values are released when it is deallocated")
    func releasedWithTheOwner() {
        let layers = CountedLayer.deinits, values = Tracked.deinits
        do {
            let layer = CountedLayer()
            objc_setAssociatedObject(layer, &firstKey, Tracked("a"), .OBJC_ASSOCIATION_RETAIN)
            objc_setAssociatedObject(layer, &secondKey, Tracked("b"), .OBJC_ASSOCIATION_COPY_NONATOMIC)
        }
        #expect(CountedLayer.deinits == layers + 1)
        #expect(Tracked.deinits == values + 2)
    }

    @Test("a new object at a dead object's address never sees its values")
    func staleEntries() {
        for _ in 0..<200 {
            let object = NSObject()
            #expect(objc_getAssociatedObject(object, &firstKey) == nil)
            objc_setAssociatedObject(object, &firstKey, "value", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    @Test("values of objects without a tracker are released by the table's sweep")
    func sweep() {
        let before = Tracked.deinits
        for index in 0..<10 {
            let object = NSObject()
            objc_setAssociatedObject(object, &firstKey, Tracked("\(index)"), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        // Enough live entries to pass any sweep threshold: the dead ones go meanwhile.
        let live = (0..<500).map { _ in NSObject() }
        for object in live { objc_setAssociatedObject(object, &firstKey, 1, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
        #expect(Tracked.deinits == before + 10)
        for object in live { objc_removeAssociatedObjects(object) }
    }

    @Test("many threads set, read and remove at once")
    func concurrentAccess() async {
        let shared = SharedObject()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<500 {
                        let own = NSObject()
                        objc_setAssociatedObject(own, &firstKey, round, .OBJC_ASSOCIATION_RETAIN)
                        #expect(objc_getAssociatedObject(own, &firstKey) as? Int == round)
                        objc_setAssociatedObject(shared, &secondKey, task, .OBJC_ASSOCIATION_RETAIN)
                        _ = objc_getAssociatedObject(shared, &secondKey)
                        if round % 50 == 0 { objc_removeAssociatedObjects(own) }
                    }
                }
            }
        }
        #expect((0..<8).contains(objc_getAssociatedObject(shared, &secondKey) as? Int ?? -1))
        objc_removeAssociatedObjects(shared)
    }
}
