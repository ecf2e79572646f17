#!/usr/bin/env bash
# Bytes on the wire per event, for each destination (T16): the demo session (`intercept-demo
# --repeat R`, R = 2 by default) delivered through a queue to each back end's contract receiver
# (IntegrationTests' backend-receiver, which inflates gzip bodies with the system's zlib and logs
# each request's size as meant and as sent). Prints, per destination, the events ingested, the
# request bytes uncompressed and on the wire, both per event, and their ratio.
#   Benchmarks/wire-bytes.sh [R]
set -euo pipefail
cd "$(dirname "$0")/.."
repeat=${1:-2}
(cd IntegrationTests && swift build --product backend-receiver >/dev/null)
swift build --product intercept-demo >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf "%-14s %7s %12s %12s %10s %10s %7s\n" destination events raw-bytes wire-bytes raw/event wire/event ratio
for destination in segment posthog amplitude mixpanel otlp otlp-protobuf; do
  backend=${destination%-protobuf}
  IntegrationTests/.build/debug/backend-receiver --backend "$backend" --api-key bench-key \
    >"$work/$destination-ingested.jsonl" 2>"$work/$destination-receiver.log" &
  receiver=$!
  for _ in $(seq 1 100); do grep -q "listening on" "$work/$destination-receiver.log" && break; sleep 0.1; done
  url=$(sed -n 's/.*listening on \(http[^ ]*\).*/\1/p' "$work/$destination-receiver.log" | head -n 1)
  key=(--api-key bench-key)
  [ "$backend" = otlp ] && key=()
  .build/debug/intercept-demo --queue "$work/$destination-queue" --upload "$url" --destination "$destination" "${key[@]}" \
    --repeat "$repeat" >/dev/null 2>>"$work/demo.log"
  sleep 0.3
  kill "$receiver" 2>/dev/null || true
  wait "$receiver" 2>/dev/null || true
  if grep -q '^violation' "$work/$destination-receiver.log"; then
    grep '^violation' "$work/$destination-receiver.log" >&2
    exit 1
  fi
  events=$(grep -c '^{' "$work/$destination-ingested.jsonl" || true)
  awk -v name="$destination" -v events="$events" '
    /^request: / { for (i = 2; i <= NF; i++) { split($i, kv, "="); if (kv[1] == "raw") raw += kv[2]; if (kv[1] == "wire") wire += kv[2] } }
    END { printf "%-14s %7d %12d %12d %10.1f %10.1f %6.1f%%\n", name, events, raw, wire, raw / events, wire / events, 100 * wire / raw }
  ' "$work/$destination-receiver.log"
done
