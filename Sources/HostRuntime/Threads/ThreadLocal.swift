import Foundation

/// One object per thread, made on first use: UIKit's graphics-context stacks and Core
/// Animation's transactions are per thread. Code on the main queue (the main actor, which
/// swift-testing and `dispatchMain()` may run on a worker thread) shares one object, kept
/// in a property so that hot path skips the thread dictionary.
package final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    private let key: String
    private let make: @Sendable () -> Value
    private let mainValue: Value

    package init(key: String, make: @escaping @Sendable () -> Value) {
        self.key = key
        self.make = make
        mainValue = make()
    }

    /// The calling thread's object (the main queue's when on it).
    package var current: Value {
        if MainQueue.isCurrent { return mainValue }
        let dictionary = Thread.current.threadDictionary
        if let value = dictionary[key] as? Value { return value }
        let value = make()
        dictionary[key] = value
        return value
    }
}
