/// The command line of `uikit-port`.
struct PortOptions {
    /// What went wrong reading the command line.
    struct UsageError: Error {
        var message: String
    }

    static let usage = """
        USAGE: uikit-port [--dry-run] <path>...

        Rewrites iOS Swift sources so they build on Linux with swift-uikit: #selector( becomes
        #Selector(, and @objc, @objc(name), @objcMembers, @nonobjc, @IBAction, @IBOutlet,
        @IBInspectable, @IBDesignable, @IBSegueAction and the dynamic of @objc members are
        removed. Folders are searched for *.swift files (hidden folders such as .build are skipped).

        OPTIONS:
          --dry-run     Print a unified diff of the changes instead of writing the files.
          -h, --help    Show this help.

        The summary and warnings go to standard error; the diff to standard output.
        Exit status: 0 when every file was read (and written), 1 for bad usage or a path that
        cannot be read or written.

        """

    var dryRun = false
    var showsHelp = false
    var paths: [String] = []

    /// Reads the arguments (without the program's name); `--` ends the options.
    init(arguments: [String]) throws(UsageError) {
        var optionsEnded = false
        for argument in arguments {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                paths.append(argument)
                continue
            }
            switch argument {
            case "--": optionsEnded = true
            case "--dry-run": dryRun = true
            case "-h", "--help": showsHelp = true
            default: throw UsageError(message: "unknown option '\(argument)'")
            }
        }
        if paths.isEmpty && !showsHelp { throw UsageError(message: "no path given: name the Swift files or folders to port") }
    }
}
