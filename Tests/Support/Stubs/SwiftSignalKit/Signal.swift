// SwiftSignalKit's Signal, Subscriber and Queue, rebuilt as a synchronous push-based implementation.
// Test support only; never shipped.
//
// Everything is delivered on the calling thread, immediately: `Queue.mainQueue().async { … }` runs the block
// inline, `deliverOnMainQueue` passes values straight through. That is what a single-threaded test wants, and it
// keeps the order of events deterministic. None of these types is thread-safe.

/// SwiftSignalKit's error type for signals that cannot fail. Uninhabited; like SwiftSignalKit's, not an `Error`
/// (`Signal` does not constrain its error type).
public enum NoError {
}

public final class Subscriber<T, E> {
    private var next: ((T) -> Void)?
    private var error: ((E) -> Void)?
    private var completed: (() -> Void)?
    private var terminated = false
    private var disposable: Disposable?

    public init(next: ((T) -> Void)? = nil, error: ((E) -> Void)? = nil, completed: (() -> Void)? = nil) {
        self.next = next
        self.error = error
        self.completed = completed
    }

    /// Called by `Signal.start` with the generator's disposable. If the subscriber has already terminated (a
    /// synchronous generator completed or failed before returning), the disposable is disposed at once.
    func assignDisposable(_ disposable: Disposable) {
        if self.terminated {
            disposable.dispose()
        } else {
            self.disposable = disposable
        }
    }

    /// Stops delivery; called when the subscription is disposed from outside.
    func markTerminatedWithoutDisposal() {
        self.terminated = true
        self.next = nil
        self.error = nil
        self.completed = nil
    }

    public func putNext(_ next: T) {
        if !self.terminated {
            self.next?(next)
        }
    }

    public func putError(_ error: E) {
        if self.terminated {
            return
        }
        let action = self.error
        self.terminate()
        action?(error)
    }

    public func putCompletion() {
        if self.terminated {
            return
        }
        let action = self.completed
        self.terminate()
        action?()
    }

    private func terminate() {
        self.markTerminatedWithoutDisposal()
        let disposable = self.disposable
        self.disposable = nil
        disposable?.dispose()
    }
}

private final class SubscriberDisposable<T, E>: Disposable {
    private var subscriber: Subscriber<T, E>?
    private var disposable: Disposable?

    init(subscriber: Subscriber<T, E>, disposable: Disposable) {
        self.subscriber = subscriber
        self.disposable = disposable
    }

    func dispose() {
        let subscriber = self.subscriber
        let disposable = self.disposable
        self.subscriber = nil
        self.disposable = nil
        subscriber?.markTerminatedWithoutDisposal()
        disposable?.dispose()
    }
}

/// A cold, push-based stream of values of type `T` that may fail with `E` or complete.
/// Like SwiftSignalKit, `E` is unconstrained (Telegram uses plain enums such as `UploadPeerPhotoError`).
public final class Signal<T, E> {
    private let generator: (Subscriber<T, E>) -> Disposable

    public init(_ generator: @escaping (Subscriber<T, E>) -> Disposable) {
        self.generator = generator
    }

    /// Subscribes. The parameters are implicitly unwrapped optionals, exactly as in SwiftSignalKit.
    public func start(next: ((T) -> Void)! = nil, error: ((E) -> Void)! = nil, completed: (() -> Void)! = nil) -> Disposable {
        let subscriber = Subscriber<T, E>(next: next, error: error, completed: completed)
        let disposable = self.generator(subscriber)
        subscriber.assignDisposable(disposable)
        return SubscriberDisposable(subscriber: subscriber, disposable: disposable)
    }

    /// Newer SwiftSignalKit spelling of `start` for subscriptions that are not tied to an owner. Same behaviour.
    /// Like the real one it is not `@discardableResult`: write `let _ = signal.startStandalone()`.
    public func startStandalone(next: ((T) -> Void)! = nil, error: ((E) -> Void)! = nil, completed: (() -> Void)! = nil) -> Disposable {
        return self.start(next: next, error: error, completed: completed)
    }

    /// Newer SwiftSignalKit spelling of `start` that (in debug builds) reports leaked subscriptions with their
    /// `file`/`line`. Same behaviour in the stubs.
    public func startStrict(next: ((T) -> Void)! = nil, error: ((E) -> Void)! = nil, completed: (() -> Void)! = nil, file: String = #file, line: Int = #line) -> Disposable {
        return self.start(next: next, error: error, completed: completed)
    }

    public static func single(_ value: T) -> Signal<T, E> {
        return Signal { subscriber in
            subscriber.putNext(value)
            subscriber.putCompletion()
            return EmptyDisposable
        }
    }

    public static func complete() -> Signal<T, E> {
        return Signal { subscriber in
            subscriber.putCompletion()
            return EmptyDisposable
        }
    }

    public static func fail(_ error: E) -> Signal<T, E> {
        return Signal { subscriber in
            subscriber.putError(error)
            return EmptyDisposable
        }
    }

    /// Never emits, never completes.
    public static func never() -> Signal<T, E> {
        return Signal { _ in
            return EmptyDisposable
        }
    }
}

/// SwiftSignalKit's dispatch queue wrapper. In the stubs every queue runs its blocks inline, synchronously.
public final class Queue {
    public let name: String?
    private let isMain: Bool

    // `nonisolated(unsafe)`: the stubs compile in Swift 6 mode; the queues are immutable and never shared across threads.
    nonisolated(unsafe) private static let main = Queue(name: "main", isMain: true)
    nonisolated(unsafe) private static let concurrentDefault = Queue(name: "concurrent-default", isMain: false)

    public init(name: String? = nil) {
        self.name = name
        self.isMain = false
    }

    private init(name: String, isMain: Bool) {
        self.name = name
        self.isMain = isMain
    }

    public static func mainQueue() -> Queue {
        return Queue.main
    }

    public static func concurrentDefaultQueue() -> Queue {
        return Queue.concurrentDefault
    }

    public static func concurrentBackgroundQueue() -> Queue {
        return Queue.concurrentDefault
    }

    public func isCurrent() -> Bool {
        return true
    }

    public func async(_ f: @escaping () -> Void) {
        f()
    }

    public func sync(_ f: () -> Void) {
        f()
    }

    public func justDispatch(_ f: @escaping () -> Void) {
        f()
    }

    /// Runs `f` immediately: the stubs have no clock. Tests that need delays must model them explicitly.
    public func after(_ delay: Double, _ f: @escaping () -> Void) {
        f()
    }
}
