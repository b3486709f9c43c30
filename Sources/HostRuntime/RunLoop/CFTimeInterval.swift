/// A time interval in seconds, as Core Foundation names it: what `CACurrentMediaTime()`,
/// `CADisplayLink.timestamp` and Core Animation's timing use. Foundation on Linux does not
/// export Core Foundation's name, so it is declared here, once, as Apple declares it.
public typealias CFTimeInterval = Double
