// What Apple's platforms get from the Objective-C runtime and Core Foundation (`Selector`,
// `#Selector`, associated objects, `CFTimeInterval`) comes with `import QuartzCore`, as
// Foundation brings it there.
@_exported import HostRuntime
