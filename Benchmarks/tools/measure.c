/*
 * Runs one command and reports what it cost, for Benchmarks/bench.py.
 *
 *     cc -O2 -o measure Benchmarks/tools/measure.c
 *     measure RESULT_FILE PROGRAM [ARGUMENTS ...]
 *
 * Forks, execs PROGRAM (standard input, output and error inherited), waits for it with wait4 and writes one line to
 * RESULT_FILE: "wall_ns user_us system_us max_rss_kib exit_code". Wall time is CLOCK_MONOTONIC from just before
 * the fork to just after wait4 returns; the rest is the child's rusage (all its threads), the numbers
 * `/usr/bin/time -v` prints ("Maximum resident set size" is ru_maxrss).
 *
 * Why not measure from Python directly: a child forked (or vforked) from a process counts that process's memory in
 * its peak RSS until it execs, so every command started by the Python harness would show at least Python's
 * ~16 MiB. This wrapper is small, so the peak RSS is the command's own.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: measure RESULT_FILE PROGRAM [ARGUMENTS ...]\n");
        return 64;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid = fork();
    if (pid < 0) {
        perror("measure: fork");
        return 70;
    }
    if (pid == 0) {
        execv(argv[2], argv + 2);
        fprintf(stderr, "measure: %s: %s\n", argv[2], strerror(errno));
        _exit(127);
    }
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) < 0) {
        perror("measure: wait4");
        return 70;
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    long long wall = (long long)(end.tv_sec - start.tv_sec) * 1000000000LL + (end.tv_nsec - start.tv_nsec);
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    FILE *result = fopen(argv[1], "w");
    if (!result) {
        perror("measure: result file");
        return 70;
    }
    fprintf(result, "%lld %lld %lld %ld %d\n", wall, (long long)usage.ru_utime.tv_sec * 1000000 + usage.ru_utime.tv_usec,
            (long long)usage.ru_stime.tv_sec * 1000000 + usage.ru_stime.tv_usec, usage.ru_maxrss, code);
    fclose(result);
    return 0;
}
