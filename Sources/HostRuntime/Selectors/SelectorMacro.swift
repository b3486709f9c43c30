// `#Selector`: the selector of an unapplied method reference, named at compile time.
//
// One declaration per argument count, each expanding through its own macro type: a macro
// sees syntax, not types, so the overload the type checker picks for the method's type is
// what tells the macro how many arguments an unlabelled reference (`X.handleTap`) takes.
// The parameters carry no actor: they only choose the overload. (A `@MainActor` function
// type is Sendable, and Swift 5 code, which does not see an unapplied method reference as
// Sendable, would be warned at every `#Selector`; the expansion's closure is main-actor.)

/// The selector of a method taking no argument: `#Selector(ViewController.refresh)`, named
/// `refresh`. The name is the Objective-C selector Swift would give the method, computed
/// at compile time from the reference (see `Selector`).
@freestanding(expression)
public macro Selector<Target: AnyObject, Result>(_ method: (Target) -> () -> Result) -> Selector =
    #externalMacro(module: "SelectorMacros", type: "NoArgumentSelectorMacro")

/// The selector of a method taking one argument, the sender:
/// `#Selector(ViewController.handleTap(_:))` or `#Selector(ViewController.handleTap)`,
/// named `handleTap:`; `#Selector(X.handle(tap:))` is `handleWithTap:` and
/// `#Selector(X.move(to:))` is `moveTo:` (see `Selector`).
@freestanding(expression)
public macro Selector<Target: AnyObject, Sender, Result>(_ method: (Target) -> (Sender) -> Result) -> Selector =
    #externalMacro(module: "SelectorMacros", type: "OneArgumentSelectorMacro")

/// The selector of a method taking two arguments, spelled with its labels:
/// `#Selector(Delegate.animationWillStart(_:context:))`, named `animationWillStart:context:`.
@freestanding(expression)
public macro Selector<Target: AnyObject, A, B, Result>(_ method: (Target) -> (A, B) -> Result) -> Selector =
    #externalMacro(module: "SelectorMacros", type: "TwoArgumentSelectorMacro")

/// The selector of a method taking three arguments, spelled with its labels:
/// `#Selector(Delegate.animationDidStop(_:finished:context:))`, named
/// `animationDidStop:finished:context:`.
@freestanding(expression)
public macro Selector<Target: AnyObject, A, B, C, Result>(_ method: (Target) -> (A, B, C) -> Result) -> Selector =
    #externalMacro(module: "SelectorMacros", type: "ThreeArgumentSelectorMacro")
