import Foundation

/// Whether a class overrides a method of one of its superclasses, read from Swift's class
/// metadata: what `instancesRespond(to:)` answers for UIKit's standard edit actions on iOS,
/// where `UIResponder` declares them without implementing them.
///
/// Without the Objective-C runtime there is no method list to ask. But a Swift class's
/// metadata holds its vtable: one word per overridable method of the class and of each of
/// its ancestors, at offsets fixed for the whole hierarchy (the layout is stable ABI:
/// swift/docs/ABI/TypeMetadata.rst), and a subclass that overrides a method has its own
/// function in that method's word. So a method's word is found once, by comparing the
/// base class with a probe subclass that overrides that method alone, and a class
/// overrides the method when its word differs from the base class's.
///
/// Only the words after the fixed header are compared, and a probe that overrides
/// nothing says which of them differ in every subclass anyway (the entries of inherited
/// initializers, which Swift re-emits for each subclass). If the layout does not look as
/// expected (a probe changes no word, or several), `init` fails and callers fall back.
struct ClassMethodTable {
    /// The words of the fixed header of class metadata on a platform without Objective-C
    /// interoperability: kind, superclass, flags and instance address point, instance size
    /// and alignment, class object size and address point, type descriptor, ivar destroyer.
    private static let headerWords = 7
    /// Where the class object's size and address point (two 32-bit fields) are.
    private static let classSizeOffset = 32

    private let base: AnyClass
    /// The vtable word of each probed method, in the order of the probes.
    let slots: [Int]

    /// Locates the word of the one method each of `probes` overrides (each a direct
    /// subclass of `base` overriding exactly one method); `blank` is a direct subclass of
    /// `base` that overrides nothing. Nil when the metadata does not look as expected.
    init?(base: AnyClass, blank: AnyClass, probes: [AnyClass]) {
        #if _runtime(_ObjC)
        return nil
        #else
        guard let baseWords = ClassMethodTable.words(of: base), let blankWords = ClassMethodTable.words(of: blank),
              blankWords.count == baseWords.count else { return nil }
        let members = ClassMethodTable.headerWords..<baseWords.count
        let alwaysDifferent = Set(members.filter { baseWords[$0] != blankWords[$0] })
        var slots: [Int] = []
        for probe in probes {
            guard let words = ClassMethodTable.words(of: probe), words.count == baseWords.count else { return nil }
            let changed = members.filter { words[$0] != baseWords[$0] && !alwaysDifferent.contains($0) }
            guard changed.count == 1, !slots.contains(changed[0]) else { return nil }
            slots.append(changed[0])
        }
        self.base = base
        self.slots = slots
        #endif
    }

    /// Whether `cls` (`base` or a subclass of it) has its own function in `slot`: it or an
    /// ancestor below `base` overrides that method.
    func overrides(_ cls: AnyClass, slot: Int) -> Bool {
        guard let words = ClassMethodTable.words(of: cls), let baseWords = ClassMethodTable.words(of: base),
              slot < words.count, slot < baseWords.count else { return false }
        return words[slot] != baseWords[slot]
    }

    /// The metadata of `cls` as words, from its address point to the end of the class
    /// object, or nil if the sizes recorded there are not plausible.
    private static func words(of cls: AnyClass) -> UnsafeBufferPointer<UInt>? {
        let metadata = unsafeBitCast(cls, to: UnsafeRawPointer.self)
        let size = Int(metadata.load(fromByteOffset: classSizeOffset, as: UInt32.self))
        let addressPoint = Int(metadata.load(fromByteOffset: classSizeOffset + 4, as: UInt32.self))
        let wordSize = MemoryLayout<UInt>.size
        guard size > addressPoint, (size - addressPoint) % wordSize == 0,
              (size - addressPoint) / wordSize > headerWords else { return nil }
        return UnsafeBufferPointer(start: metadata.assumingMemoryBound(to: UInt.self),
                                   count: (size - addressPoint) / wordSize)
    }
}
