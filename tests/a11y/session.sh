#!/usr/bin/env bash
# Inside a private session bus (see .ci/a11y): Xvfb and the AT-SPI bus, then the listener,
# which starts the app and types. Needs NONET_BIN and A11Y_LANG.
set -euo pipefail
cd "$(dirname "$0")/../.."

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

Xvfb -displayfd 3 -screen 0 1280x900x24 -nolisten tcp 3>"$work/display" >"$work/xvfb.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do
    [ -s "$work/display" ] && break
    sleep 0.1
done
[ -s "$work/display" ] || { echo "a11y: Xvfb did not start" >&2; exit 1; }
export DISPLAY=":$(head -n1 "$work/display")"

/usr/libexec/at-spi-bus-launcher --launch-immediately >"$work/bus.log" 2>&1 &
pids+=($!)

export A11Y_WORK=$work
/usr/bin/python3 tests/a11y/screen_reader.py
