/// `#Selector` for a method taking two arguments:
/// `#Selector(Delegate.animationWillStart(_:context:))`.
enum TwoArgumentSelectorMacro: SelectorMacro {
    static let argumentCount = 2
}
