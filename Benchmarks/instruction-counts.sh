#!/usr/bin/env bash
# Instructions per operation, counted by callgrind: deterministic for a given binary, so a
# regression shows without timing noise. For each operation the executable runs twice, with
# N and 2N iterations; the difference divided by N is one operation's instructions (set-up cancels).
# Operations of a few hundred instructions run 10 N and 20 N times.
#   Benchmarks/instruction-counts.sh [N]      (needs valgrind: apt-get install valgrind)
set -euo pipefail
cd "$(dirname "$0")"
n=${1:-2000}
swift build -c release --scratch-path .build-counts --product InterceptInstructionCounts >/dev/null
binary=.build-counts/release/InterceptInstructionCounts

# Prints "ALL MAIN": the instructions of every thread of one run, and of its main thread alone
# (callgrind counts each thread apart; thread 1 is the main thread).
count() {
  local out
  out=$(mktemp -d)/callgrind
  valgrind --tool=callgrind --separate-threads=yes --callgrind-out-file="$out" "$binary" "$1" "$2" >/dev/null 2>&1
  awk '/^totals:/ { all += $2; if (FILENAME ~ /-01$/) main = $2 } END { printf "%.0f %.0f\n", all, main }' "$out"-*
  rm -r "$(dirname "$out")"
}

declare -A per_op per_op_main
# Counts each named operation (N and 2N iterations, difference / N) into per_op (all threads) and
# per_op_main (the main thread alone), and prints the first. With caller_side=1 it keeps and prints
# the main thread's count as per_op: for the delivery operations, whose figure is what the caller
# pays, and whose upload loop thread does work that depends on timing, not on N (waking, a first
# look at the queue), which in a run of 1,000 events can move the all-threads figure by ~1,000.
caller_side=0
measure() {
  local unit=$1 width=$2 operation one one_main two two_main
  shift 2
  for operation in "$@"; do
    local iterations=${small_n_for_this:-$n}
    read -r one one_main <<<"$(count "$operation" "$iterations")"
    read -r two two_main <<<"$(count "$operation" $((2 * iterations)))"
    per_op[$operation]=$(( (two - one) / iterations ))
    per_op_main[$operation]=$(( (two_main - one_main) / iterations ))
    if [ "$caller_side" = 1 ]; then per_op[$operation]=${per_op_main[$operation]}; fi
    printf "%-${width}s %10d instructions per %s\n" "$operation" "${per_op[$operation]}" "$unit"
  done
}
# Operations of a few hundred instructions run 10 x N times: at N = 1,000 what moves between runs
# (a dozen instructions) would move their ratios by several percent.
small_n_for_this=$((10 * n)) measure operation 8 direct forward host-plain host-untracked
measure operation 8 tap encode tap-20 tap-200 tap-undetected tap-default
awk -v f="${per_op[forward]}" -v d="${per_op[direct]}" -v t="${per_op[tap]}" -v e="${per_op[encode]}" 'BEGIN {
  printf "forward / direct: %.2fx\ntap / encode:     %.2fx\n", f / d, t / e
}'
# The host's own dispatch of an untracked method (`heightForRow`), intercepted vs a table that was
# never intercepted (goal <= 1.05x); and a call that runs the proxy's own forwarding code (the
# path of every tracked method, before its event) vs that never-intercepted host (goal <= 1.5x).
awk -v u="${per_op[host-untracked]}" -v p="${per_op[host-plain]}" -v f="${per_op[forward]}" 'BEGIN {
  printf "host-untracked / host-plain: %.2fx\nforward / host-plain: %.2fx\n", u / p, f / p
}'
# A tap 200 levels deep vs 20 (describing and emitting it; goal <= 1.2x), and what the sensitive
# text detectors (H5) add to a tap.
awk -v deep="${per_op[tap-200]}" -v shallow="${per_op[tap-20]}" -v plain="${per_op[tap-undetected]}" 'BEGIN {
  printf "tap-200 / tap-20: %.2fx\n", deep / shallow
  printf "tap / tap without detectors: %.2fx (%d instructions for the detectors)\n", shallow / plain, shallow - plain
}'
# The 20-level tap of a cell with 50 labels (the `tap` operation): what the main thread pays
# (capturing the element, ordering the event; goal <= 40,000), and what the tap costs in all,
# the describing queue's and the tracker's threads included (goal <= 120,000).
printf "tap-main  %d instructions per operation\n" "${per_op_main[tap]}"
printf "tap-total  %d instructions per operation\n" "${per_op[tap]}"
# The same tap with the default rules (N3): the 50 labels are not read.
printf "tap-default-main  %d instructions per operation\n" "${per_op_main[tap-default]}"
# X5: exposure scroll frames, with occluders vs without, and 10,000 tracked views vs 1,000.
measure frame 20 scroll-1k scroll-10k scroll-1k-occluded scroll-10k-occluded
awk -v p="${per_op[scroll-10k]}" -v o="${per_op[scroll-10k-occluded]}" -v s="${per_op[scroll-1k-occluded]}" 'BEGIN {
  printf "occluded / plain (10k):     %.2fx\noccluded 10k / occluded 1k: %.2fx\n", o / p, o / s
}'
# T6: the durable queue's caller side (an event through an UploadTracker: JSON, frame, one write)
# vs the in-memory dispatcher's submit; and encoding the row selection with the direct writer
# (encode) vs Foundation's JSONEncoder (encode-codable, what EventJSONEncoder used before).
caller_side=1
measure operation 16 submit durable-submit encode-codable
awk -v s="${per_op[submit]}" -v d="${per_op[durable-submit]}" -v e="${per_op[encode]}" -v c="${per_op[encode-codable]}" 'BEGIN {
  printf "durable-submit / submit:  %.1fx\nencode-codable / encode:  %.1fx\n", d / s, c / e
}'
# I1-I4, W1-W5: an event through each back end's destination (identity, session and context
# included), to compare with durable-submit (the generic body); the budget is 28,000 each.
destination_ops=(destination-segment destination-posthog destination-amplitude destination-mixpanel destination-otlp)
measure operation 21 "${destination_ops[@]}"
for operation in "${destination_ops[@]}"; do
  [ "${per_op[$operation]}" -le 28000 ] || echo "$operation: over the 28,000-instruction budget"
done
# T16: gzip-compressing a batch of 100 events of each back end that takes gzip (one operation is
# one batch, on the upload thread); printed per event as well.
caller_side=0
small_n_for_this=$((n / 20 > 0 ? n / 20 : 1)) measure batch 21 gzip-segment gzip-posthog gzip-mixpanel gzip-otlp
for operation in gzip-segment gzip-posthog gzip-mixpanel gzip-otlp; do
  printf "%-21s %10d instructions per event\n" "$operation" $(( per_op[$operation] / 100 ))
done

# D14-D17: an unmarked method of an app's own protocol, through a one-line host's dispatch: a host
# that was never intercepted (own-plain) vs the same host intercepted with the proxy the macro
# generates (own-forward; goal <= 1.05x; the benchmark holds the macro's expansion, checked by
# Tests/InterceptMacrosPluginTests' BenchmarkExpansionTests), with the hand-written proxy of
# Sources/Intercept/Intercept.docc/OwnDelegateProtocols.md (own-forward-by-hand), and a bare `weak var delegate` host without Intercept (own-bare); then the
# same for a nonisolated Sendable protocol (own-anythread-*: locks around the loads).
caller_side=0
small_n_for_this=$((10 * n)) measure operation 21 own-bare own-plain own-forward own-forward-by-hand own-anythread-plain own-anythread-forward
awk -v b="${per_op[own-bare]}" -v p="${per_op[own-plain]}" -v f="${per_op[own-forward]}" -v h="${per_op[own-forward-by-hand]}" \
    -v ap="${per_op[own-anythread-plain]}" -v af="${per_op[own-anythread-forward]}" 'BEGIN {
  printf "own-forward / own-plain: %.2fx\nown-forward-by-hand / own-plain: %.2fx\nown-plain / own-bare: %.2fx\nown-anythread-forward / own-forward: %.2fx\nown-anythread-forward / own-anythread-plain: %.2fx\n", f / p, h / p, p / b, af / f, af / ap
}'
