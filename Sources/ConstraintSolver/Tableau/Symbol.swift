/// What a tableau symbol stands for. Symbols are small integers indexing the solver's
/// per-symbol arrays; the kind says how the simplex may treat them.
enum SymbolKind: UInt8 {
    /// A slot not in use (freed, waiting for reuse).
    case unused
    /// A user variable: unrestricted in sign, never leaves the basis for a restricted one.
    case external
    /// A slack (≥ 0) turning an inequality into an equation; also the phase-one artificial.
    case slack
    /// An error (≥ 0) measuring how much an optional constraint is violated; it has a cost.
    case error
    /// Marks a required equation; always 0, never enters the basis.
    case dummy

    /// Restricted symbols are ≥ 0 (dummies = 0); a basic restricted symbol's row must keep a
    /// non-negative constant.
    var isRestricted: Bool { self == .slack || self == .error || self == .dummy }

    /// Symbols the simplex may bring into the basis.
    var isPivotable: Bool { self == .slack || self == .error }
}

/// The tolerance below which coefficients count as zero and constants as not negative.
let epsilon = 1e-8

extension Double {
    var isNearZero: Bool { abs(self) < epsilon }
}
