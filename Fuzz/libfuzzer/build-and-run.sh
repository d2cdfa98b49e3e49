#!/usr/bin/env bash
# Builds one libFuzzer binary per provider (Linux, the toolchain's clang libFuzzer) and runs
# each for SECONDS (default 30), starting from the provider's fixtures.
#
#   bash Fuzz/libfuzzer/build-and-run.sh [SECONDS] [everymatrix|goma|sportradar ...]
#
# SwiftPM cannot link a -sanitize=fuzzer executable (its `--defsym main=…` link step fails), so:
# 1. SwiftPM compiles the SDK's modules (no link step) with -sanitize=fuzzer, which instruments
#    them for libFuzzer's coverage, in a scratch folder of its own;
# 2. swiftc compiles FuzzTarget.swift (-parse-as-library: no main; libFuzzer brings its own)
#    and links it with those object files and -sanitize=fuzzer (libFuzzer's runtime).
# Crashes are kept going (-fork=1 -ignore_crashes=1) so one known crash does not end the run;
# each crashing input is written to Fuzz/libfuzzer/bin/artifacts-<provider>/.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
scratch="$root/Fuzz/.build-libfuzzer"
seconds=${1:-30}
shift || true
providers=("$@")
[ ${#providers[@]} -eq 0 ] && providers=(everymatrix goma sportradar)

echo "== build the SDK modules with libFuzzer coverage (release) =="
swift build --package-path "$root" -c release --scratch-path "$scratch" --target ServicesProviderTooling \
  -Xswiftc -sanitize=fuzzer
release="$scratch/release"
modules="$release/Modules"
[ -d "$modules" ] || modules="$release"
objects=()
for module in ServicesProvider ProviderEveryMatrix ProviderGoma ProviderSportRadar AppModels ServicesProviderTesting ServicesProviderTooling; do
  objects+=("$release/$module.build"/*.o)
done

echo "== build the seed inputs (the fixtures, framed for FuzzTarget.swift) =="
swift build --package-path "$root/Fuzz" -c release --product ProviderFuzz
fuzz_bin=$(swift build --package-path "$root/Fuzz" -c release --show-bin-path)

mkdir -p "$here/bin"
for provider in "${providers[@]}"; do
  define=$(echo "FUZZ_$provider" | tr '[:lower:]' '[:upper:]')
  echo "== link fuzz-$provider =="
  swiftc -O -sanitize=fuzzer -parse-as-library -D "$define" -module-name "Fuzz_$provider" \
    -I "$modules" "$here/FuzzTarget.swift" "${objects[@]}" -o "$here/bin/fuzz-$provider"
  corpus="$here/corpus-$provider"
  rm -rf "$corpus"; mkdir -p "$corpus" "$here/bin/artifacts-$provider"
  "$fuzz_bin/ProviderFuzz" seeds --provider "$provider" --out "$corpus"
  echo "== run fuzz-$provider for $seconds s =="
  (cd "$here/bin" && ./"fuzz-$provider" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=200000 \
     -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
     -artifact_prefix="$here/bin/artifacts-$provider/" "$corpus" 2>&1 | tail -n 25)
  echo "-- crashing inputs: $(ls "$here/bin/artifacts-$provider" | wc -l) in Fuzz/libfuzzer/bin/artifacts-$provider/"
done
