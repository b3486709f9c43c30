import Foundation
import Synchronization

/// A process the live-window test starts: its standard output collected line by line, and
/// ended by its process id (SIGTERM, then SIGKILL) so a test never leaves it behind.
/// (`Process` is thread-safe but not marked `Sendable`.)
final class ChildProcess: @unchecked Sendable {
    private let process: Process
    private let output = Output()
    /// What the process printed, appended from the pipe's reading thread.
    private final class Output: Sendable {
        let text = Mutex<String>("")
    }

    /// Starts `executable` with `arguments` and `environment` (the whole environment), in
    /// `directory`; standard error goes to /dev/null. With a `lifetime`, it runs under
    /// coreutils' `timeout`, which kills it after that many seconds even if this process
    /// dies first (signals to `pid` reach it through `timeout`).
    init(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil,
         lifetime: Double? = nil) throws {
        process = Process()
        if let lifetime, let timeout = ChildProcess.tool("timeout") {
            process.executableURL = timeout
            process.arguments = ["-s", "KILL", "\(Int(lifetime))", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [output] handle in
            let data = handle.availableData
            if data.isEmpty {
                handle.readabilityHandler = nil
            } else {
                output.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
        }
        // The child inherits the spawning thread's signal mask, and dispatch's threads
        // block nearly every signal: unblock them for the spawn so SIGTERM works.
        var all = sigset_t(), saved = sigset_t()
        sigemptyset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }
    /// Everything it printed so far.
    var printed: String { output.text.withLock { $0 } }
    var lines: [String] { printed.split(separator: "\n").map(String.init) }

    /// Waits up to `timeout` seconds for a printed line `matching` accepts; returns it.
    /// The output is looked at once more after the deadline: on a busy machine one sleep can
    /// overshoot it by far, and a line printed meanwhile still counts.
    func waitForLine(timeout: Double, _ matching: (String) -> Bool) async -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let line = lines.first(where: matching) { return line }
            if !isRunning { return lines.first(where: matching) }
            try? await Task.sleep(nanoseconds: 50_000_000)
        }
        return lines.first(where: matching)
    }

    /// Waits up to `timeout` seconds for the process to exit; returns its status, nil if it
    /// is still running.
    func waitForExit(timeout: Double) async -> Int32? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning, Date() < deadline { try? await Task.sleep(nanoseconds: 50_000_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Sends SIGTERM; if it is still running after `grace` seconds, SIGKILL, and waits for
    /// it to go.
    func stop(grace: Double = 5) {
        guard process.isRunning else { return }
        kill(pid, SIGTERM)
        let deadline = Date(timeIntervalSinceNow: grace)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            kill(pid, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Runs a short command to its end, killed after `timeout` seconds; returns its status
    /// and output (nil status when it had to be killed).
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String],
                    timeout: Double = 10) async throws -> (status: Int32?, output: String) {
        let child = try ChildProcess(executable, arguments, environment: environment)
        let status = await child.waitForExit(timeout: timeout)
        child.stop(grace: 1)
        // The pipe may still hold the end of the output.
        try? await Task.sleep(nanoseconds: 20_000_000)
        return (status, child.printed)
    }

    /// How long the live-window test's X server and app may live at most.
    static let lifetime: Double = 300

    /// The executable `name` on the PATH, if installed.
    static func tool(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// An X server of its own for a test: Xvfb on the first free display (it picks the number
/// itself and reports it, so parallel runs never collide).
final class VirtualDisplay: Sendable {
    let server: ChildProcess
    /// ":N".
    let name: String

    /// Starts Xvfb with a `width` × `height` screen; throws `Unavailable` with the reason
    /// when it is not installed or does not come up within `timeout` seconds (generous: the
    /// whole test suite runs beside it, and under CI a timeout fails the test).
    static func start(width: Int, height: Int, timeout: Double = 60) async throws -> VirtualDisplay {
        guard let xvfb = ChildProcess.tool("Xvfb") else { throw Unavailable(reason: "Xvfb is not installed") }
        let server = try ChildProcess(xvfb, ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24",
                                             "-nolisten", "tcp", "-noreset"], lifetime: ChildProcess.lifetime)
        guard let number = await server.waitForLine(timeout: timeout, { Int($0) != nil }) else {
            server.stop(grace: 1)
            throw Unavailable(reason: "Xvfb did not start within \(Int(timeout)) s")
        }
        return VirtualDisplay(server: server, name: ":\(number)")
    }

    private init(server: ChildProcess, name: String) {
        self.server = server
        self.name = name
    }

    struct Unavailable: Error {
        let reason: String
    }

    /// This process's environment pointing at the display, without a Wayland display.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        environment["WAYLAND_DISPLAY"] = nil
        environment["UIKIT_HOST"] = nil
        return environment
    }

    /// The first visible window whose name matches the pattern `name` and whose geometry
    /// can be read, with that geometry (`xdotool getwindowgeometry --shell`), polled for up
    /// to 30 s (`search --sync` could wait forever). Both are asked again until both answer:
    /// on a loaded machine a window found could be gone, or not yet answer, when asked next.
    func mappedWindow(named name: String) async throws -> (id: String, geometry: String)? {
        for _ in 0..<150 {
            if let id = try await xdotool(["search", "--onlyvisible", "--name", name])?
                .split(separator: "\n").first.map(String.init),
               let geometry = try await xdotool(["getwindowgeometry", "--shell", id]) {
                return (id, geometry)
            }
            try await Task.sleep(nanoseconds: 200_000_000)
        }
        return nil
    }

    /// Runs xdotool with `arguments` on this display; its output, nil if it failed.
    func xdotool(_ arguments: [String]) async throws -> String? {
        guard let xdotool = ChildProcess.tool("xdotool") else { return nil }
        let result = try await ChildProcess.run(xdotool, arguments, environment: environment)
        return result.status == 0 ? result.output : nil
    }

    /// The tools `screenshot(to:)` needs that are not on the PATH: xwd (Debian's x11-apps)
    /// and ImageMagick's convert (imagemagick).
    static var missingScreenshotTools: [String] {
        ["xwd", "convert"].filter { ChildProcess.tool($0) == nil }
    }

    /// Saves the whole screen as a PNG at `url` with xwd and ImageMagick; false when they
    /// are not installed or fail.
    func screenshot(to url: URL) async throws -> Bool {
        guard VirtualDisplay.missingScreenshotTools.isEmpty else { return false }
        try? FileManager.default.removeItem(at: url)
        let command = "xwd -root -silent -display \(name) | convert xwd:- '\(url.path)'"
        let result = try await ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", command],
                                                environment: environment, timeout: 20)
        return result.status == 0 && FileManager.default.fileExists(atPath: url.path)
    }
}
