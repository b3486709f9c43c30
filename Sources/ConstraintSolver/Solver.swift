/// An incremental constraint solver: Cassowary's dual simplex over a sparse tableau.
///
/// Add ``Constraint``s, required or optional, and read variables with ``value(of:)``; the
/// solution is always current, the least violation of optional constraints taken priority by
/// priority (see ``Priority``). Changes are incremental: ``updateConstant(of:to:)`` shifts a
/// constraint without removing it, edit variables take suggested values
/// (``suggestValue(_:for:)``), and ``remove(_:)`` takes a constraint out.
///
/// Cost follows what a change touches, not the size of the system: each symbol knows the rows
/// it appears in (a column index), so parts of a layout that share no variables never touch
/// each other's rows, and building independent parts costs time linear in their number.
///
/// Deterministic: the same operations in the same order give bit-for-bit the same values (no
/// choice depends on hashing). A solver is a value: copying it copies the whole system.
public struct Solver: Sendable {
    /// Values beyond this magnitude are refused: at that size, rounding errors exceed the
    /// tolerance the simplex uses to tell zero from non-zero.
    public static let maximumMagnitude = 1e12

    /// What the tableau knows of each symbol, indexed by symbol number.
    var symbols: [SymbolInfo] = []
    /// The rows each parametric symbol appears in.
    var columns = ColumnIndex()
    var freeSymbols: [Int] = []
    /// Variable id → external symbol.
    var symbolOfVariable = IdentifierMap()

    // Rows, indexed by row number; a freed row has basic -1.
    var rows: [Row] = []
    var freeRows: [Int] = []

    var objective = Objective()
    /// Phase one's objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Rows whose restricted basic symbol went negative, for the dual simplex.
    var infeasible: [Int] = []

    // Constraints: a record per constraint in the solver (plain numbers, cheap to copy), and
    // the constraint itself beside it (nil for a free record).
    var records: [Record] = []
    var constraints: [Constraint?] = []
    var freeRecords: [Int] = []
    /// Constraint id → record.
    var recordOf = IdentifierMap()
    var nextSequence = 0
    var edits: [Variable: Edit] = [:]
    /// Optional inequalities without a mirror partner, by `mirrorKey` (see Solver+Mirrors).
    var mirrorCandidates: [Int: [Int]] = [:]

    // Scratch space for row merges.
    var mergeBuffer: [Cell] = []
    var appeared: [Int] = []
    var vanished: [Cell] = []

    /// Work counters, for tests and benchmarks.
    public internal(set) var statistics = Statistics()

    /// Counts of the solver's work since it was made.
    public struct Statistics: Sendable {
        /// Simplex pivots: a symbol entering the basis for another.
        public internal(set) var pivots = 0
        /// Rows rewritten or shifted (a substitution into a row, or a constant update).
        public internal(set) var rowUpdates = 0
    }

    /// What the tableau knows of a symbol.
    struct SymbolInfo {
        var kind: SymbolKind
        private var basicRow: Int32 = -1
        private var ownerRecord: Int32 = -1
        private var constraintCount: Int32 = 0
        /// For an external symbol, its variable's id.
        var variableID = -1

        init(kind: SymbolKind, owner: Int) {
            self.kind = kind
            self.owner = owner
        }

        /// The row this symbol is basic in, or -1.
        var row: Int {
            get { Int(basicRow) }
            set { basicRow = Int32(newValue) }
        }

        /// The record of the constraint a marker or error symbol belongs to, or -1.
        var owner: Int {
            get { Int(ownerRecord) }
            set { ownerRecord = Int32(newValue) }
        }

        /// For an external symbol: how many constraints mention its variable (each once).
        var uses: Int {
            get { Int(constraintCount) }
            set { constraintCount = Int32(newValue) }
        }
    }

    /// What the solver keeps about a constraint in it.
    struct Record {
        /// Order of addition, for reports.
        let sequence: Int
        /// The symbol that stands for the constraint in the tableau: its slack, dummy, or
        /// (optional equality) its positive error.
        let marker: Int
        /// The second error of an optional constraint, or -1.
        let other: Int
        /// The marker's coefficient in the constraint's own equation (±1).
        let markerSign: Double
        /// The objective level of an optional constraint, -1 for required.
        let slot: Int
        /// The constant of the expression as now solved (changed by updateConstant).
        var constant: Double
        /// The record of the mirrored inequality sharing this one's equation, or -1.
        var mirror = -1
        /// The key this record is listed under as a possible mirror partner, or 0.
        var mirrorKey = 0
    }

    /// An edit variable: its constraint `variable == value` and the value suggested last.
    struct Edit {
        let constraint: Constraint
        var value: Double
    }

    /// An empty solver.
    public init() {}

    // MARK: Queries

    /// The variable's value in the current solution; 0 for a variable no constraint mentions.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbolOfVariable[variable.id] else { return 0 }
        let row = symbols[symbol].row
        return row >= 0 ? rows[row].constant : 0
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        recordOf[constraint.id] != nil
    }

    /// The number of constraints in the solver, edit constraints not counted.
    public var constraintCount: Int { recordOf.count - edits.count }

    /// The constant of the constraint's expression as the solver uses it now (see
    /// ``updateConstant(of:to:)``), or nil if the constraint is not in the solver.
    public func constant(of constraint: Constraint) -> Double? {
        recordOf[constraint.id].map { records[$0].constant }
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }
}
