// SwiftSignalKit's combineLatest (Signal_Combine.swift), synchronous. Test support only; never shipped.
//
// Semantics (as in SwiftSignalKit): nothing is emitted until every input has a value — its own first emission or
// the initial value given to the `(s1, v1, s2, v2)` form; from then on every new value of any input emits the
// tuple of the latest values. The first error fails the result; the result completes when every input has
// completed. `queue:` is accepted and ignored (delivery is inline). The tuple overloads for 2…17 signals are in
// CombineArities.swift.

func combineLatestAny<E>(_ signals: [Signal<Any, E>], initialValues: [Int: Any] = [:]) -> Signal<[Any], E> {
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
        for (index, value) in initialValues where index >= 0 && index < count {
            values[index] = value
            hasValue[index] = true
            valueCount += 1
        }
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

func erased<T, E>(_ signal: Signal<T, E>) -> Signal<Any, E> {
    return signal |> map { value -> Any in value }
}

public func combineLatest<T, E>(queue: Queue? = nil, _ signals: [Signal<T, E>]) -> Signal<[T], E> {
    return combineLatestAny(signals.map(erased)) |> map { values in
        values.map { $0 as! T }
    }
}

/// The initial-value form: `v1` / `v2` stand in for a signal until it emits. Like the real one it emits nothing
/// on its own at subscription: the first emission comes with the first value of either signal.
public func combineLatest<T1, T2, E>(queue: Queue? = nil, _ s1: Signal<T1, E>, _ v1: T1, _ s2: Signal<T2, E>, _ v2: T2) -> Signal<(T1, T2), E> {
    return combineLatestAny([erased(s1), erased(s2)], initialValues: [0: v1, 1: v2]) |> map { values in
        (values[0] as! T1, values[1] as! T2)
    }
}
