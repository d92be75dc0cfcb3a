// SwiftSignalKit's disposables (submodules/SSignalKit/SwiftSignalKit/Source/Disposable.swift), single-threaded.
// Test support only; never shipped.

public protocol Disposable: AnyObject {
    func dispose()
}

final class _EmptyDisposable: Disposable {
    func dispose() {
    }
}

/// SwiftSignalKit spells this as a global constant, not a type: `return EmptyDisposable`.
nonisolated(unsafe) public let EmptyDisposable: Disposable = _EmptyDisposable()

public final class ActionDisposable: Disposable {
    private var action: (() -> Void)?

    public init(action: @escaping () -> Void) {
        self.action = action
    }

    public func dispose() {
        let action = self.action
        self.action = nil
        action?()
    }
}

/// Holds one disposable at a time; setting a new one disposes the previous one.
public final class MetaDisposable: Disposable {
    private var disposable: Disposable?
    private var disposed = false

    public init() {
    }

    public func set(_ disposable: Disposable?) {
        if self.disposed {
            disposable?.dispose()
            return
        }
        let previous = self.disposable
        self.disposable = disposable
        previous?.dispose()
    }

    public func dispose() {
        if self.disposed {
            return
        }
        self.disposed = true
        let disposable = self.disposable
        self.disposable = nil
        disposable?.dispose()
    }
}

public final class DisposableSet: Disposable {
    private var disposables: [Disposable] = []
    private var disposed = false

    public init() {
    }

    public func add(_ disposable: Disposable) {
        if self.disposed {
            disposable.dispose()
        } else {
            self.disposables.append(disposable)
        }
    }

    public func remove(_ disposable: Disposable) {
        self.disposables.removeAll(where: { $0 === disposable })
    }

    public func dispose() {
        if self.disposed {
            return
        }
        self.disposed = true
        let disposables = self.disposables
        self.disposables = []
        for disposable in disposables {
            disposable.dispose()
        }
    }
}

/// A keyed set of disposables (`DisposableDict<Key>` in SwiftSignalKit).
public final class DisposableDict<T: Hashable>: Disposable {
    private var disposables: [T: Disposable] = [:]
    private var disposed = false

    public init() {
    }

    public func set(_ disposable: Disposable?, forKey key: T) {
        if self.disposed {
            disposable?.dispose()
            return
        }
        let previous = self.disposables[key]
        self.disposables[key] = disposable
        previous?.dispose()
    }

    public func dispose() {
        if self.disposed {
            return
        }
        self.disposed = true
        let disposables = self.disposables.values
        self.disposables = [:]
        for disposable in disposables {
            disposable.dispose()
        }
    }
}
