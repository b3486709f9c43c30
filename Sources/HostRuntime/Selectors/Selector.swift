import Foundation

/// The name of a method, and the means to call it: what Objective-C's `SEL` is to Apple's
/// target–action APIs, as a Swift value (there is no Objective-C runtime here).
///
/// Two forms:
/// - `#Selector(ViewController.refresh)`, `#Selector(ViewController.handleTap(_:))`: an
///   unapplied method reference taking no argument, one (the sender), two or three.
///   Porting iOS code is a one-character change: `#selector(X.y(_:))` becomes
///   `#Selector(X.y(_:))`. Such a selector calls the method on any target of that type.
/// - `Selector("copy:")`, or a string literal where a selector is expected: a name only,
///   for the standard actions UIKit defines (`cut:`, `copy:`, `paste:`, `select:`,
///   `selectAll:`, `delete:`, …); UIKit supplies how each is called.
///
/// **Equality is by name**, as in Objective-C: two selectors are equal when their names
/// are, whatever type they came from. `#Selector` gives a method reference the
/// Objective-C selector Swift would give the method, computed at compile time from the
/// reference as written: `refresh` for `X.refresh`, `handleTap:` for `X.handleTap(_:)` or
/// `X.handleTap` (one argument), `handleWithTap:` for `X.handle(tap:)`, `moveTo:` for
/// `X.move(to:)` (a preposition takes no "With"), `animationDidStop:finished:context:`
/// for `X.animationDidStop(_:finished:context:)`. So `#Selector(X.copy(_:)) ==
/// Selector("copy:")`, and `#Selector(A.refresh) == #Selector(B.refresh)`. A method of two
/// or three arguments must be spelled with its labels, which are part of its name.
public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible, @unchecked Sendable {
    // @unchecked: `bind` is only ever called on the main actor (it is @MainActor).

    /// The Objective-C style name: what equality and hashing use (`description` shows it).
    package let name: String

    /// How many arguments the method takes (a name-only selector's count as one: its
    /// implementation takes the sender).
    private let arity: Int

    /// The method bound to a target, or nil when the target does not implement it.
    private let bind: (@MainActor (AnyObject) -> (@MainActor (Any?) -> Void)?)?

    /// A selector with the given name, such as `"copy:"` or `"refresh"`.
    public init(_ name: String) {
        self.name = name
        arity = 1
        bind = nil
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    // The `_named:` initializers are what `#Selector` expands to, with the name it
    // computed at compile time; write `#Selector(X.y)`, not these.

    /// `#Selector`'s expansion for a method that takes no argument.
    public init<Target: AnyObject, Result>(_named name: String, _ method: @escaping @MainActor (Target) -> () -> Result) {
        self.name = name
        arity = 0
        bind = { target in
            guard let target = target as? Target else { return nil }
            return { _ in _ = method(target)() }
        }
    }

    /// `#Selector`'s expansion for a method that takes one argument, the sender. When
    /// called, a sender that is not of the parameter's type (nil for a non-optional
    /// parameter) means the call does not happen.
    public init<Target: AnyObject, Sender, Result>(
        _named name: String, _ method: @escaping @MainActor (Target) -> (Sender) -> Result
    ) {
        self.name = name
        arity = 1
        bind = { target in
            guard let target = target as? Target else { return nil }
            return { sender in
                guard let sender = sender as? Sender else { return }
                _ = method(target)(sender)
            }
        }
    }

    /// `#Selector`'s expansion for a method that takes two arguments, such as a
    /// begin/commit animation delegate's `animationWillStart(_:context:)`. When called
    /// (`perform(on:arguments:)`), arguments not of the parameters' types mean the call
    /// does not happen.
    public init<Target: AnyObject, A, B, Result>(
        _named name: String, _ method: @escaping @MainActor (Target) -> (A, B) -> Result
    ) {
        self.init(name: name, arguments: 2) { (target: Target, list) in
            guard let a = Selector.cast(list[0], to: A.self), let b = Selector.cast(list[1], to: B.self) else { return }
            _ = method(target)(a, b)
        }
    }

    /// `#Selector`'s expansion for a method that takes three arguments, such as a
    /// begin/commit animation delegate's `animationDidStop(_:finished:context:)`. See the
    /// two-argument form.
    public init<Target: AnyObject, A, B, C, Result>(
        _named name: String, _ method: @escaping @MainActor (Target) -> (A, B, C) -> Result
    ) {
        self.init(name: name, arguments: 3) { (target: Target, list) in
            guard let a = Selector.cast(list[0], to: A.self), let b = Selector.cast(list[1], to: B.self),
                  let c = Selector.cast(list[2], to: C.self) else { return }
            _ = method(target)(a, b, c)
        }
    }

    /// The selector `name` of a method taking `count` (two or more) arguments: `call`
    /// receives the target and the arguments, `count` of them.
    private init<Target: AnyObject>(name: String, arguments count: Int,
                                    call: @escaping @MainActor (Target, [Any?]) -> Void) {
        self.name = name
        arity = count
        bind = { target in
            guard let target = target as? Target else { return nil }
            return { arguments in
                guard let list = arguments as? [Any?], list.count == count else { return }
                call(target, list)
            }
        }
    }

    /// `value` as a `T`: a nil value becomes nil of an optional `T`; an `NSNumber` is also
    /// read as a `Bool` (Objective-C passes flags such as `finished` boxed).
    private static func cast<T>(_ value: Any?, to type: T.Type) -> T? {
        if let value = value as? T { return value }
        if let number = value as? NSNumber, let flag = number.boolValue as? T { return flag }
        return nil
    }

    public var description: String { name }

    public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    // MARK: Calling

    /// Whether `target` implements the method: for a method reference, whether the
    /// target is of the method's type; for a name, whether the implementation registered
    /// for that name (see `registerImplementation(named:_:)`) accepts the target.
    @preconcurrency @MainActor
    public func isImplemented(by target: AnyObject) -> Bool {
        action(for: target) != nil
    }

    /// Calls the method on `target` with `sender` as its argument (ignored by methods
    /// that take none). Returns whether the target implements it; if it does not, nothing
    /// happens, where Objective-C would raise "unrecognized selector".
    @MainActor @discardableResult
    public func perform(on target: AnyObject, sender: Any? = nil) -> Bool {
        guard let action = action(for: target) else { return false }
        action(sender)
        return true
    }

    /// Calls the method on `target` with `arguments`, one per parameter in order (a
    /// method taking at most one argument gets the first as its sender, or none). Returns
    /// whether the target implements it.
    @MainActor @discardableResult
    package func perform(on target: AnyObject, arguments: [Any?]) -> Bool {
        guard let action = action(for: target) else { return false }
        action(arity >= 2 ? arguments : arguments.first ?? nil)
        return true
    }

    @MainActor
    private func action(for target: AnyObject) -> (@MainActor (Any?) -> Void)? {
        if let bind { return bind(target) }
        return Selector.implementations[name]?(target)
    }

    // MARK: Named implementations

    /// How a name-only selector is called: for a target, the bound method, or nil when the
    /// target does not implement it.
    package typealias Implementation = @MainActor (AnyObject) -> (@MainActor (Any?) -> Void)?

    @MainActor private static var implementations: [String: Implementation] = [:]

    /// Tells name-only selectors called `name` how to call their method (UIKit registers
    /// its standard actions, such as `copy:` calling `UIResponder.copy(_:)`). A method
    /// reference with the same name keeps calling its own method.
    @MainActor
    package static func registerImplementation(named name: String, _ implementation: @escaping Implementation) {
        implementations[name] = implementation
    }
}

/// The name of `aSelector`.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}

/// The selector named `aSelectorName`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}
