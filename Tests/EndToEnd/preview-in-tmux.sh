#!/usr/bin/env bash
# End-to-end test of `screenc preview` in a real terminal (tmux): a switch reveals its dependent rows, a resize
# relayouts, and after `q` and after SIGTERM the terminal is back to normal (alternate screen off, cursor visible,
# stty settings unchanged). Usage: Tests/EndToEnd/preview-in-tmux.sh path/to/screenc
set -euo pipefail

SCREENC=$(realpath "${1:?usage: $0 path/to/screenc}")
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d)
SOCKET="$WORK/tmux.sock"
SESSION=preview-e2e
FAILURES=0
PASSES=0

tmux_() { tmux -S "$SOCKET" "$@"; }
cleanup() { tmux_ kill-server 2>/dev/null || true; rm -rf "$WORK"; }
trap cleanup EXIT

pass() { PASSES=$((PASSES + 1)); echo "ok - $1"; }
fail() { FAILURES=$((FAILURES + 1)); echo "not ok - $1"; if [ -n "${2:-}" ]; then echo "$2" | sed 's/^/    /'; fi; }

capture() { tmux_ capture-pane -p -t "$SESSION"; }

# Waits up to 5 s for the pane to contain $1.
wait_for() {
    for _ in $(seq 1 50); do
        if capture | grep -qF -- "$1"; then return 0; fi
        sleep 0.1
    done
    return 1
}

# Waits up to 5 s for the pane's shell prompt marker after the preview exits.
wait_for_file() {
    for _ in $(seq 1 50); do
        if [ -s "$1" ]; then return 0; fi
        sleep 0.1
    done
    return 1
}

start_shell() {
    tmux_ kill-server 2>/dev/null || true
    tmux_ -f /dev/null new-session -d -s "$SESSION" -x 100 -y 40 "env -i PATH=/usr/bin:/bin TERM=xterm-256color HOME=$WORK bash --norc --noprofile"
    tmux_ set-option -t "$SESSION" status off >/dev/null
    sleep 0.3
}

# Runs the preview in the pane's shell, recording `stty -g` before and after.
run_preview() {
    rm -f "$WORK/before" "$WORK/after"
    tmux_ send-keys -t "$SESSION" "cd '$ROOT'; stty -g > '$WORK/before'; '$SCREENC' preview Screens/$1; stty -g > '$WORK/after'; echo DONE" Enter
}

check_restored() {
    local label=$1
    if wait_for_file "$WORK/after"; then
        if cmp -s "$WORK/before" "$WORK/after"; then pass "$label: stty settings restored"; else fail "$label: stty settings changed" "$(cat "$WORK/before" "$WORK/after")"; fi
    else
        fail "$label: the shell did not get control back"
    fi
    local flags
    flags=$(tmux_ display-message -p -t "$SESSION" '#{alternate_on} #{cursor_flag}')
    if [ "$flags" = "0 1" ]; then pass "$label: alternate screen off, cursor visible"; else fail "$label: alternate_on/cursor_flag = $flags"; fi
}

# 1. A switch reveals its dependent rows; a resize relayouts; q restores the terminal.
start_shell
run_preview Notifications.yaml
if wait_for "Notifications" || wait_for "Notification"; then pass "preview draws the screen"; else fail "preview did not draw" "$(capture)"; fi
BEFORE=$(capture)
# The first focusable row of Notifications is the message-notifications switch; turning it off hides its rows.
tmux_ send-keys -t "$SESSION" " "
sleep 0.5
AFTER=$(capture)
if [ "$BEFORE" != "$AFTER" ]; then pass "toggling a switch changes the rows"; else fail "toggling a switch changed nothing" "$AFTER"; fi
tmux_ send-keys -t "$SESSION" " "
sleep 0.5
AGAIN=$(capture)
if [ "$(echo "$AGAIN" | grep -c .)" -ge "$(echo "$AFTER" | grep -c .)" ]; then pass "toggling back brings the rows back"; else fail "rows did not come back" "$AGAIN"; fi
tmux_ resize-window -t "$SESSION" -x 50 -y 30
sleep 0.5
NARROW=$(capture)
WIDEST=$(echo "$NARROW" | awk '{ if (length($0) > max) max = length($0) } END { print max + 0 }')
if [ "$WIDEST" -le 50 ] && [ "$NARROW" != "$AGAIN" ]; then pass "resize relayouts to 50 columns"; else fail "resize did not relayout (widest line $WIDEST)" "$NARROW"; fi
tmux_ send-keys -t "$SESSION" q
check_restored "after q"

# 2. SIGTERM restores the terminal too.
start_shell
run_preview ProxyServerSettings.yaml
if wait_for "Proxy" || wait_for "SocksProxySetup"; then pass "preview draws the proxy screen"; else fail "proxy preview did not draw" "$(capture)"; fi
pkill -TERM -f "screenc preview Screens/ProxyServerSettings.yaml" || fail "no preview process to signal"
check_restored "after SIGTERM"

# 3. SIGHUP as well.
start_shell
run_preview DataAndStorage.yaml
wait_for "Data" >/dev/null || true
pkill -HUP -f "screenc preview Screens/DataAndStorage.yaml" || fail "no preview process to signal"
check_restored "after SIGHUP"

echo "$PASSES passed, $FAILURES failed"
[ "$FAILURES" -eq 0 ]
