/*
 * The floor for screenc's benchmarks: the least any YAML-reading linter has to do.
 *
 *     cc -O2 -o yaml-scan Benchmarks/floor/yaml-scan.c -lyaml
 *     yaml-scan DIR_OR_FILE ...
 *
 * Finds the files `screenc lint` would (recursively under each directory: `*.yaml` and `*.yml`, skipping hidden
 * files and folders), in sorted path order; reads each one whole into memory; and runs libyaml's event parser over
 * it to the end of the stream (no tree, no validation). Prints the number of files, bytes and events, and exits 1
 * if any file is not well-formed YAML. Single-threaded, one file in memory at a time.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <yaml.h>

static unsigned long files, bytes, events, failures;

static int has_suffix(const char *name, const char *suffix) {
    size_t n = strlen(name), s = strlen(suffix);
    return n >= s && strcmp(name + n - s, suffix) == 0;
}

static void scan_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        fprintf(stderr, "yaml-scan: %s: %s\n", path, strerror(errno));
        failures++;
        return;
    }
    size_t capacity = 8192, length = 0;
    unsigned char *buffer = malloc(capacity);
    for (;;) {
        if (length == capacity) buffer = realloc(buffer, capacity *= 2);
        size_t got = fread(buffer + length, 1, capacity - length, file);
        if (got == 0) break;
        length += got;
    }
    fclose(file);

    yaml_parser_t parser;
    yaml_event_t event;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, buffer, length);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "yaml-scan: %s:%zu:%zu: %s\n", path, parser.problem_mark.line + 1,
                    parser.problem_mark.column + 1, parser.problem ? parser.problem : "error");
            failures++;
            break;
        }
        events++;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(buffer);
    files++;
    bytes += length;
}

static int select_visible(const struct dirent *entry) { return entry->d_name[0] != '.'; }

static void scan_path(const char *path) {
    struct stat info;
    if (stat(path, &info) != 0) {
        fprintf(stderr, "yaml-scan: %s: %s\n", path, strerror(errno));
        failures++;
        return;
    }
    if (!S_ISDIR(info.st_mode)) {
        scan_file(path);
        return;
    }
    struct dirent **entries;
    int count = scandir(path, &entries, select_visible, alphasort);
    if (count < 0) {
        fprintf(stderr, "yaml-scan: %s: %s\n", path, strerror(errno));
        failures++;
        return;
    }
    for (int i = 0; i < count; i++) {
        const char *name = entries[i]->d_name;
        size_t size = strlen(path) + strlen(name) + 2;
        char *child = malloc(size);
        snprintf(child, size, "%s/%s", path, name);
        struct stat child_info;
        if (stat(child, &child_info) == 0 && S_ISDIR(child_info.st_mode)) {
            scan_path(child);
        } else if (has_suffix(name, ".yaml") || has_suffix(name, ".yml")) {
            scan_file(child);
        }
        free(child);
        free(entries[i]);
    }
    free(entries);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: yaml-scan DIR_OR_FILE ...\n");
        return 64;
    }
    for (int i = 1; i < argc; i++) scan_path(argv[i]);
    printf("%lu files, %lu bytes, %lu events\n", files, bytes, events);
    return failures ? 1 : 0;
}
