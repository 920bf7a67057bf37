"""Rates a keyed puzzle file on a Dask distributed cluster with `nonet rate` as a pipe stage.

Each partition of the file (a Dask bag of its lines, split by bytes) is piped through
`nonet rate --threads 1 --errors inline`; the keyed result lines are gathered, joined back
to the input order by key, and written out. Usage:

    python3 rate_job.py SCHEDULER_FILE NONET_BINARY INPUT OUTPUT
"""

import subprocess
import sys
import time

import dask.bag as db
from dask.distributed import Client, wait


def rate_partition(lines, binary):
    """The keyed rating lines of one partition's keyed puzzle lines."""
    text = "".join(line if line.endswith("\n") else line + "\n" for line in lines)
    done = subprocess.run(
        [binary, "rate", "--threads", "1", "--errors", "inline"],
        input=text.encode(),
        capture_output=True,
        timeout=240,
        check=False,
    )
    if done.returncode != 0 or done.stderr:
        raise RuntimeError(f"nonet rate failed ({done.returncode}): {done.stderr.decode()}")
    return done.stdout.decode().splitlines()


def main():
    scheduler_file, binary, input_path, output_path = sys.argv[1:5]
    with Client(scheduler_file=scheduler_file, timeout=30) as client:
        started = time.monotonic()
        bag = db.read_text(input_path, blocksize=400_000)
        rated = bag.map_partitions(rate_partition, binary)
        future = client.compute(rated)
        wait(future, timeout=240)
        lines = future.result(timeout=10)
        elapsed = time.monotonic() - started
        workers = len(client.scheduler_info()["workers"])
    results = {}
    for line in lines:
        key, _, result = line.partition("\t")
        if key in results:
            raise SystemExit(f"key {key} came back twice")
        results[key] = result
    with open(input_path, encoding="utf-8") as source, open(
        output_path, "w", encoding="utf-8"
    ) as out:
        for line in source:
            key = line.split("\t", 1)[0]
            out.write(f"{key}\t{results.pop(key)}\n")
    if results:
        raise SystemExit(f"{len(results)} results have no input line")
    print(
        f"dask: {len(lines)} records in {bag.npartitions} partitions on {workers} workers: "
        f"{elapsed:.1f} s, {len(lines) / elapsed:.0f} records/s"
    )


if __name__ == "__main__":
    main()
