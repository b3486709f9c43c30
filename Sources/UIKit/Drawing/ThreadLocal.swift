import Foundation

/// One object per thread, made on first use: UIKit's graphics-context stacks are per
/// thread. The main thread's object is kept in a static so the hot path (drawing on the
/// main thread) skips the thread dictionary.
final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    private let key: String
    private let make: @Sendable () -> Value
    private let mainValue: Value

    init(key: String, make: @escaping @Sendable () -> Value) {
        self.key = key
        self.make = make
        mainValue = make()
    }

    /// The calling thread's object.
    var current: Value {
        if Thread.isMainThread { return mainValue }
        let dictionary = Thread.current.threadDictionary
        if let value = dictionary[key] as? Value { return value }
        let value = make()
        dictionary[key] = value
        return value
    }
}
