#!/usr/bin/env bash
# Times whole commands round-robin and prints each one's median in milliseconds, so that a
# machine that slows down or speeds up during the run slows every command alike (hyperfine
# runs all of one command's runs before the next's). Rounds alternate the order, and the first
# two rounds are warm-ups that are not counted.
#
#   benches/interleaved.sh RUNS NAME=COMMAND [NAME=COMMAND ...]
#
# Run it under `taskset -c 1` to keep every command on one core. Each command's output is
# discarded; a command that fails stops the run. See docs/benchmarks.md for its use.
set -euo pipefail

# Microseconds from bash's own clock (bash 5), without starting a process to read it.
if [[ -z ${EPOCHREALTIME:-} ]]; then
    echo "$0: needs bash 5 or later (EPOCHREALTIME)" >&2
    exit 2
fi

if (($# < 2)); then
    echo "usage: $0 RUNS NAME=COMMAND [NAME=COMMAND ...]" >&2
    exit 2
fi
runs=$1
shift
names=()
commands=()
for spec in "$@"; do
    names+=("${spec%%=*}")
    commands+=("${spec#*=}")
done
samples=$(mktemp)
trap 'rm -f "$samples"' EXIT

count=${#commands[@]}
for ((round = 0; round < runs + 2; round++)); do
    for ((step = 0; step < count; step++)); do
        # Odd rounds run the commands in reverse order.
        index=$((round % 2 == 0 ? step : count - 1 - step))
        start=${EPOCHREALTIME/[.,]/}
        # The command is a whole shell word list, as typed: split it here, unquoted.
        # shellcheck disable=SC2086
        ${commands[index]} > /dev/null
        end=${EPOCHREALTIME/[.,]/}
        if ((round >= 2)); then
            echo "$index $((end - start))" >> "$samples"
        fi
    done
done

for ((index = 0; index < count; index++)); do
    median=$(awk -v i="$index" '$1 == i { print $2 }' "$samples" | sort -n |
        awk '{ t[NR] = $1 } END { m = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2; printf "%.2f", m / 1e3 }')
    printf '%s\t%s ms\n' "${names[index]}" "$median"
done
