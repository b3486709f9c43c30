import Synchronization

/// An unknown of a constraint system: a position or a size in Auto Layout.
///
/// A variable is a value with an identity: copies are the same variable, two variables made
/// separately are different even when their names match. It holds no value itself; ask the
/// solver for it with ``Solver/value(of:)``.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// A name for descriptions and diagnostics; it plays no part in solving.
    public let name: String
    /// Unique across the process, so variables can be shared between solvers.
    let id: Int

    private static let nextID = Atomic<Int>(0)

    /// Makes a new variable.
    public init(_ name: String = "") {
        self.name = name
        id = Self.nextID.add(1, ordering: .relaxed).oldValue
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var description: String { name.isEmpty ? "v\(id)" : name }
}
