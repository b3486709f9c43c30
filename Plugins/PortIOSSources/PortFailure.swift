/// `uikit-port` ended with a failure status; it has already said why on standard error.
struct PortFailure: Error, CustomStringConvertible {
    var status: Int32

    var description: String { "uikit-port failed (exit status \(status))" }
}
