// Test files write `import SnapshotTesting` as on iOS; importing this module brings it too.
@_exported import SnapshotTesting
