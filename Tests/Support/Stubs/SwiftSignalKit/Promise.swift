// SwiftSignalKit's Atomic, ValuePromise, Promise and ValuePipe, single-threaded.
// Test support only; never shipped.

/// A box with `with` (read) and `modify` (read-modify-write). SwiftSignalKit guards it with a non-recursive lock,
/// so calling `modify`/`with` from inside `modify` deadlocks there; the stub stops with a message instead of hanging.
public final class Atomic<T> {
    private var value: T
    private var isModifying = false

    public init(value: T) {
        self.value = value
    }

    public func with<R>(_ f: (T) -> R) -> R {
        precondition(!self.isModifying, "Atomic.with called from inside Atomic.modify (would deadlock in SwiftSignalKit)")
        return f(self.value)
    }

    /// Replaces the value with `f(value)` and returns the NEW value.
    public func modify(_ f: (T) -> T) -> T {
        precondition(!self.isModifying, "Atomic.modify re-entered (would deadlock in SwiftSignalKit)")
        self.isModifying = true
        let updated = f(self.value)
        self.isModifying = false
        self.value = updated
        return updated
    }

    /// Replaces the value and returns the PREVIOUS value.
    public func swap(_ value: T) -> T {
        precondition(!self.isModifying, "Atomic.swap called from inside Atomic.modify (would deadlock in SwiftSignalKit)")
        let previous = self.value
        self.value = value
        return previous
    }
}

/// Observers keyed by insertion index, notified in insertion order (SwiftSignalKit's `Bag`).
final class SubscriberBag<T> {
    private var nextIndex = 0
    private var items: [(Int, T)] = []

    func add(_ item: T) -> Int {
        let index = self.nextIndex
        self.nextIndex += 1
        self.items.append((index, item))
        return index
    }

    func remove(_ index: Int) {
        self.items.removeAll(where: { $0.0 == index })
    }

    var copyItems: [T] {
        return self.items.map { $0.1 }
    }

    var isEmpty: Bool {
        return self.items.isEmpty
    }
}

/// A current value plus a signal of its changes. A subscriber receives the current value immediately on
/// subscription, then every `set`. With `ignoreRepeated: true`, setting a value equal to the current one does
/// nothing (this is what keeps `updateState { $0 }` from re-emitting a screen's state).
public final class ValuePromise<T: Equatable> {
    private var value: T?
    private let ignoreRepeated: Bool
    private let subscribers = SubscriberBag<(T) -> Void>()

    public init(_ value: T, ignoreRepeated: Bool = false) {
        self.value = value
        self.ignoreRepeated = ignoreRepeated
    }

    public init(ignoreRepeated: Bool = false) {
        self.value = nil
        self.ignoreRepeated = ignoreRepeated
    }

    public func set(_ value: T) {
        if self.ignoreRepeated, let current = self.value, current == value {
            return
        }
        self.value = value
        for subscriber in self.subscribers.copyItems {
            subscriber(value)
        }
    }

    public func get() -> Signal<T, NoError> {
        return Signal { subscriber in
            let index = self.subscribers.add({ value in
                subscriber.putNext(value)
            })
            if let value = self.value {
                subscriber.putNext(value)
            }
            return ActionDisposable {
                self.subscribers.remove(index)
            }
        }
    }
}

/// The latest value of the signal last passed to `set`, shared by all subscribers of `get()`.
public final class Promise<T> {
    private var value: T?
    private let subscribers = SubscriberBag<(T) -> Void>()
    private let disposable = MetaDisposable()
    private var initializeOnFirstAccess: Signal<T, NoError>?

    public init(_ value: T) {
        self.value = value
    }

    public init() {
        self.value = nil
    }

    /// `signal` is `set` lazily, when `get()` is first subscribed to (unless `set` was called before).
    public init(initializeOnFirstAccess: Signal<T, NoError>?) {
        self.value = nil
        self.initializeOnFirstAccess = initializeOnFirstAccess
    }

    deinit {
        self.disposable.dispose()
    }

    public func set(_ signal: Signal<T, NoError>) {
        self.initializeOnFirstAccess = nil
        self.value = nil
        self.disposable.set(signal.start(next: { [weak self] value in
            guard let self else {
                return
            }
            self.value = value
            for subscriber in self.subscribers.copyItems {
                subscriber(value)
            }
        }))
    }

    public func get() -> Signal<T, NoError> {
        return Signal { subscriber in
            if let initial = self.initializeOnFirstAccess {
                self.set(initial)
            }
            let index = self.subscribers.add({ value in
                subscriber.putNext(value)
            })
            if let value = self.value {
                subscriber.putNext(value)
            }
            return ActionDisposable {
                self.subscribers.remove(index)
            }
        }
    }
}

/// A hot signal without a current value: subscribers receive only values put after they subscribed.
public final class ValuePipe<T> {
    private let subscribers = SubscriberBag<(T) -> Void>()

    public init() {
    }

    public func signal() -> Signal<T, NoError> {
        return Signal { subscriber in
            let index = self.subscribers.add({ value in
                subscriber.putNext(value)
            })
            return ActionDisposable {
                self.subscribers.remove(index)
            }
        }
    }

    public func putNext(_ value: T) {
        for subscriber in self.subscribers.copyItems {
            subscriber(value)
        }
    }
}
