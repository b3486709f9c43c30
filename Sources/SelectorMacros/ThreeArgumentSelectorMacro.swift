/// `#Selector` for a method taking three arguments:
/// `#Selector(Delegate.animationDidStop(_:finished:context:))`.
enum ThreeArgumentSelectorMacro: SelectorMacro {
    static let argumentCount = 3
}
