// MergeLists' `Identifiable` (submodules/MergeLists/Sources/Identifiable.swift), which `ItemListNodeEntry` refines.
// It is NOT Swift's `Identifiable` (that one requires `id`); entries only provide `stableId`.
// ItemListUI imports this module without re-exporting it, as the real ItemListUI does, so generated code
// (which imports neither MergeLists nor anything re-exporting it) can conform to `ItemListNodeEntry` by
// declaring `stableId` but cannot name this protocol — exactly as when compiled against Telegram.
// Test support only; never shipped.

public protocol Identifiable {
    associatedtype T: Hashable
    var stableId: T { get }
}
