/// `#Selector` for a method taking one argument, the sender:
/// `#Selector(ViewController.handleTap(_:))`.
enum OneArgumentSelectorMacro: SelectorMacro {
    static let argumentCount = 1
}
