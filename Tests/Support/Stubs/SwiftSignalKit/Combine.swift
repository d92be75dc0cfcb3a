// SwiftSignalKit's combineLatest, synchronous. Test support only; never shipped.
//
// Semantics (as in SwiftSignalKit): nothing is emitted until every input has emitted at least once; from then on
// every new value of any input emits the tuple of the latest values. The first error fails the result; the result
// completes when every input has completed. The `queue:` argument is accepted and ignored (delivery is inline).

private func combineLatestAny<E>(_ signals: [Signal<Any, E>]) -> Signal<[Any], E> {
    return Signal<[Any], E> { subscriber in
        let count = signals.count
        if count == 0 {
            subscriber.putNext([])
            subscriber.putCompletion()
            return EmptyDisposable
        }
        var values = [Any?](repeating: nil, count: count)
        var hasValue = [Bool](repeating: false, count: count)
        var valueCount = 0
        var completedCount = 0
        let disposables = DisposableSet()
        for index in 0 ..< count {
            disposables.add(signals[index].start(next: { value in
                values[index] = value
                if !hasValue[index] {
                    hasValue[index] = true
                    valueCount += 1
                }
                if valueCount == count {
                    subscriber.putNext(values.map { $0! })
                }
            }, error: { error in
                subscriber.putError(error)
            }, completed: {
                completedCount += 1
                if completedCount == count {
                    subscriber.putCompletion()
                }
            }))
        }
        return disposables
    }
}

private func erased<T, E>(_ signal: Signal<T, E>) -> Signal<Any, E> {
    return signal |> map { value -> Any in value }
}

public func combineLatest<T, E>(queue: Queue? = nil, _ signals: [Signal<T, E>]) -> Signal<[T], E> {
    return combineLatestAny(signals.map(erased)) |> map { values in
        values.map { $0 as! T }
    }
}

public func combineLatest<T1, T2, E>(queue: Queue? = nil, _ s1: Signal<T1, E>, _ s2: Signal<T2, E>) -> Signal<(T1, T2), E> {
    return combineLatestAny([erased(s1), erased(s2)]) |> map { values in
        (values[0] as! T1, values[1] as! T2)
    }
}

public func combineLatest<T1, T2, T3, E>(queue: Queue? = nil, _ s1: Signal<T1, E>, _ s2: Signal<T2, E>, _ s3: Signal<T3, E>) -> Signal<(T1, T2, T3), E> {
    return combineLatestAny([erased(s1), erased(s2), erased(s3)]) |> map { values in
        (values[0] as! T1, values[1] as! T2, values[2] as! T3)
    }
}

public func combineLatest<T1, T2, T3, T4, E>(queue: Queue? = nil, _ s1: Signal<T1, E>, _ s2: Signal<T2, E>, _ s3: Signal<T3, E>, _ s4: Signal<T4, E>) -> Signal<(T1, T2, T3, T4), E> {
    return combineLatestAny([erased(s1), erased(s2), erased(s3), erased(s4)]) |> map { values in
        (values[0] as! T1, values[1] as! T2, values[2] as! T3, values[3] as! T4)
    }
}

public func combineLatest<T1, T2, T3, T4, T5, E>(queue: Queue? = nil, _ s1: Signal<T1, E>, _ s2: Signal<T2, E>, _ s3: Signal<T3, E>, _ s4: Signal<T4, E>, _ s5: Signal<T5, E>) -> Signal<(T1, T2, T3, T4, T5), E> {
    return combineLatestAny([erased(s1), erased(s2), erased(s3), erased(s4), erased(s5)]) |> map { values in
        (values[0] as! T1, values[1] as! T2, values[2] as! T3, values[3] as! T4, values[4] as! T5)
    }
}

public func combineLatest<T1, T2, T3, T4, T5, T6, E>(queue: Queue? = nil, _ s1: Signal<T1, E>, _ s2: Signal<T2, E>, _ s3: Signal<T3, E>, _ s4: Signal<T4, E>, _ s5: Signal<T5, E>, _ s6: Signal<T6, E>) -> Signal<(T1, T2, T3, T4, T5, T6), E> {
    return combineLatestAny([erased(s1), erased(s2), erased(s3), erased(s4), erased(s5), erased(s6)]) |> map { values in
        (values[0] as! T1, values[1] as! T2, values[2] as! T3, values[3] as! T4, values[4] as! T5, values[5] as! T6)
    }
}
