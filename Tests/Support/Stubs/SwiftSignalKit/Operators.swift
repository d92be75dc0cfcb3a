// SwiftSignalKit's pipe operator and the signal operators settings screens use, synchronous.
// Signatures follow SwiftSignalKit (free functions returning `(Signal) -> Signal`, used with `|>`).
// Test support only; never shipped.

precedencegroup PipeRight {
    associativity: left
    higherThan: DefaultPrecedence
}

infix operator |> : PipeRight

public func |> <T, U>(value: T, function: ((T) -> U)) -> U {
    return function(value)
}

// MARK: - Creating signals

public func single<T, E>(_ value: T, _ errorType: E.Type) -> Signal<T, E> {
    return Signal<T, E>.single(value)
}

public func complete<T, E>(_ valueType: T.Type, _ error: E.Type) -> Signal<T, E> {
    return Signal<T, E>.complete()
}

public func never<T, E>(_ valueType: T.Type, _ error: E.Type) -> Signal<T, E> {
    return Signal<T, E>.never()
}

public func fail<T, E>(_ valueType: T.Type, _ error: E) -> Signal<T, E> {
    return Signal<T, E>.fail(error)
}

// MARK: - Transforming

public func map<T, E, R>(_ f: @escaping (T) -> R) -> (Signal<T, E>) -> Signal<R, E> {
    return { signal in
        return Signal<R, E> { subscriber in
            return signal.start(next: { value in
                subscriber.putNext(f(value))
            }, error: { error in
                subscriber.putError(error)
            }, completed: {
                subscriber.putCompletion()
            })
        }
    }
}

public func filter<T, E>(_ f: @escaping (T) -> Bool) -> (Signal<T, E>) -> Signal<T, E> {
    return { signal in
        return Signal<T, E> { subscriber in
            return signal.start(next: { value in
                if f(value) {
                    subscriber.putNext(value)
                }
            }, error: { error in
                subscriber.putError(error)
            }, completed: {
                subscriber.putCompletion()
            })
        }
    }
}

public func mapError<T, E, R>(_ f: @escaping (E) -> R) -> (Signal<T, E>) -> Signal<T, R> {
    return { signal in
        return Signal<T, R> { subscriber in
            return signal.start(next: { value in
                subscriber.putNext(value)
            }, error: { error in
                subscriber.putError(f(error))
            }, completed: {
                subscriber.putCompletion()
            })
        }
    }
}

public func castError<T, E>(_ type: E.Type) -> (Signal<T, NoError>) -> Signal<T, E> {
    return { signal in
        return Signal<T, E> { subscriber in
            return signal.start(next: { value in
                subscriber.putNext(value)
            }, completed: {
                subscriber.putCompletion()
            })
        }
    }
}

public func ignoreValues<T, E>(_ signal: Signal<T, E>) -> Signal<Never, E> {
    return Signal<Never, E> { subscriber in
        return signal.start(error: { error in
            subscriber.putError(error)
        }, completed: {
            subscriber.putCompletion()
        })
    }
}

/// Emits the values of the signal returned for each value, disposing the previous inner signal (switch-latest).
public func mapToSignal<T, R, E>(_ f: @escaping (T) -> Signal<R, E>) -> (Signal<T, E>) -> Signal<R, E> {
    return { signal in
        return Signal<R, E> { subscriber in
            let inner = MetaDisposable()
            var outerCompleted = false
            var innerActive = false
            let outer = signal.start(next: { value in
                innerActive = true
                inner.set(f(value).start(next: { innerValue in
                    subscriber.putNext(innerValue)
                }, error: { error in
                    subscriber.putError(error)
                }, completed: {
                    innerActive = false
                    if outerCompleted {
                        subscriber.putCompletion()
                    }
                }))
            }, error: { error in
                subscriber.putError(error)
            }, completed: {
                outerCompleted = true
                if !innerActive {
                    subscriber.putCompletion()
                }
            })
            return ActionDisposable {
                outer.dispose()
                inner.dispose()
            }
        }
    }
}

public func distinctUntilChanged<T: Equatable, E>(_ signal: Signal<T, E>) -> Signal<T, E> {
    return signal |> distinctUntilChanged(isEqual: { $0 == $1 })
}

public func distinctUntilChanged<T, E>(isEqual: @escaping (T, T) -> Bool) -> (Signal<T, E>) -> Signal<T, E> {
    return { signal in
        return Signal<T, E> { subscriber in
            var previous: T?
            return signal.start(next: { value in
                if let previousValue = previous, isEqual(previousValue, value) {
                    return
                }
                previous = value
                subscriber.putNext(value)
            }, error: { error in
                subscriber.putError(error)
            }, completed: {
                subscriber.putCompletion()
            })
        }
    }
}

public func take<T, E>(_ count: Int) -> (Signal<T, E>) -> Signal<T, E> {
    return { signal in
        return Signal<T, E> { subscriber in
            if count <= 0 {
                subscriber.putCompletion()
                return EmptyDisposable
            }
            var taken = 0
            return signal.start(next: { value in
                if taken < count {
                    taken += 1
                    subscriber.putNext(value)
                    if taken == count {
                        subscriber.putCompletion()
                    }
                }
            }, error: { error in
                subscriber.putError(error)
            }, completed: {
                subscriber.putCompletion()
            })
        }
    }
}

/// Emits all values of `signal`, then (after it completes) all values of `other`. Both subscriptions go into one
/// `DisposableSet`, as in SwiftSignalKit (Signal_Meta.swift), so a `signal` that completes synchronously (`.single`)
/// does not drop the subscription to `other` when its own disposable is stored afterwards.
public func then<T, E>(_ other: Signal<T, E>) -> (Signal<T, E>) -> Signal<T, E> {
    return { signal in
        return Signal<T, E> { subscriber in
            let disposable = DisposableSet()
            disposable.add(signal.start(next: { value in
                subscriber.putNext(value)
            }, error: { error in
                subscriber.putError(error)
            }, completed: {
                disposable.add(other.start(next: { value in
                    subscriber.putNext(value)
                }, error: { error in
                    subscriber.putError(error)
                }, completed: {
                    subscriber.putCompletion()
                }))
            }))
            return disposable
        }
    }
}

// MARK: - Side effects

public func beforeNext<T, E, R>(_ f: @escaping (T) -> R) -> (Signal<T, E>) -> Signal<T, E> {
    return { signal in
        return Signal<T, E> { subscriber in
            return signal.start(next: { value in
                let _ = f(value)
                subscriber.putNext(value)
            }, error: { error in
                subscriber.putError(error)
            }, completed: {
                subscriber.putCompletion()
            })
        }
    }
}

public func afterNext<T, E, R>(_ f: @escaping (T) -> R) -> (Signal<T, E>) -> Signal<T, E> {
    return { signal in
        return Signal<T, E> { subscriber in
            return signal.start(next: { value in
                subscriber.putNext(value)
                let _ = f(value)
            }, error: { error in
                subscriber.putError(error)
            }, completed: {
                subscriber.putCompletion()
            })
        }
    }
}

/// Runs `f` once the subscription is disposed (by the subscriber, or after completion/error).
public func afterDisposed<T, E, R>(_ f: @escaping () -> R) -> (Signal<T, E>) -> Signal<T, E> {
    return { signal in
        return Signal<T, E> { subscriber in
            let disposable = signal.start(next: { value in
                subscriber.putNext(value)
            }, error: { error in
                subscriber.putError(error)
            }, completed: {
                subscriber.putCompletion()
            })
            return ActionDisposable {
                disposable.dispose()
                let _ = f()
            }
        }
    }
}

// MARK: - Queues (synchronous in the stubs)

public func deliverOn<T, E>(_ queue: Queue) -> (Signal<T, E>) -> Signal<T, E> {
    return { signal in
        return signal
    }
}

public func deliverOnMainQueue<T, E>(_ signal: Signal<T, E>) -> Signal<T, E> {
    return signal
}

public func runOn<T, E>(_ queue: Queue) -> (Signal<T, E>) -> Signal<T, E> {
    return { signal in
        return signal
    }
}
