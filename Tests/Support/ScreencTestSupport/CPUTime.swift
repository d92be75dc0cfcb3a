#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// For doubling tests, which check that work grows linearly with the input: the CPU time of the calling thread, which
/// other processes on a loaded machine do not inflate the way they inflate wall-clock time.
public enum CPUTime {
    /// CPU seconds this thread spent in `work`: the least of `runs` runs.
    public static func of(runs: Int = 3, _ work: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            var start = timespec()
            var end = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
            try work()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
            best = min(best, Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9)
        }
        return best
    }

    /// How many times the work grows when the input doubles: the CPU time of `large` (the input doubled) over that
    /// of `small`, after a warm-up run of `small`. A linear shape gives about 2 and a quadratic one about 4; tests
    /// fail above 3.
    public static func doublingRatio(small: () throws -> Void, large: () throws -> Void) rethrows -> Double {
        try small()
        return try of(large) / of(small)
    }
}
