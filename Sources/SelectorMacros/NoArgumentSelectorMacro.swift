/// `#Selector` for a method taking no argument: `#Selector(ViewController.refresh)`.
enum NoArgumentSelectorMacro: SelectorMacro {
    static let argumentCount = 0
}
