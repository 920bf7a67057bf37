#!/usr/bin/env bash
# Remakes out/ from cases.tsv with the nonet binary given (default: the release build).
# Run it only to change the reference on purpose: the files pin today's output.
# Usage: bash tests/data/reference/regenerate.sh [PATH-TO-NONET]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
nonet=$(realpath "${1:-${CARGO_TARGET_DIR:-../../../target}/release/nonet}")
export LANG=C.UTF-8
unset LC_ALL LC_MESSAGES SLURM_CPUS_PER_TASK NONET_SIMD
rm -rf out
mkdir out
while IFS=$'\t' read -r name stdin args; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    [[ "$stdin" == - ]] && stdin=/dev/null
    # shellcheck disable=SC2086 # the arguments are words on purpose
    "$nonet" $args <"$stdin" >"out/$name.stdout" 2>"out/$name.stderr" && status=0 || status=$?
    printf '%s\t%s\n' "$name" "$status" >>out/status.tsv
    [ -s "out/$name.stderr" ] || rm "out/$name.stderr"
    # Large outputs are kept compressed; -n leaves out the name and time, so equal output
    # gives equal bytes.
    if [ "$(stat -c %s "out/$name.stdout")" -gt 16384 ]; then
        gzip -9 -n "out/$name.stdout"
    fi
done <cases.tsv
