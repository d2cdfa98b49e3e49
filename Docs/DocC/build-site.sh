#!/usr/bin/env bash
# Builds the SDK's API reference: one DocC site per public module, with the toolchain's own `docc`
# (no plugin, no package dependency), plus an index.html linking them.
#
#   swift build && bash Docs/DocC/build-site.sh [OUTPUT_DIR]     (default .build-docc/site)
#
# The symbol graphs are extracted from the modules a debug `swift build` (or `swift test`) has
# already compiled, so no second build is needed. Environment:
#   MODULES_DIR  the compiled modules (default .build/debug/Modules of this checkout)
#   DOCC         the docc executable (default: the one beside `swift`)
#
# Each module's catalog is Docs/DocC/<Module>.docc. The ServicesProvider catalog also carries
# Docs/*.md as articles: they are copied into a staged catalog at build time (Docs/ stays the one
# copy), with their mentions of one another (`Docs/Testing.md`, [text](Testing.md)) turned into
# DocC links. A warning about our catalogs (an unresolved link in a landing page or an article)
# fails the build; warnings from the sources' /// comments are listed, not fatal (they are the
# SDK's comments, see README "API reference").
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
catalogs="$root/Docs/DocC"
out=${1:-$root/.build-docc/site}
mkdir -p "$out"
out=$(cd "$out" && pwd)
modules_dir=${MODULES_DIR:-$root/.build/debug/Modules}
work="$root/.build-docc/work"
modules=(ServicesProvider AppModels ProviderEveryMatrix ProviderGoma ProviderSportRadar ServicesProviderTesting)

toolchain_bin=$(dirname "$(readlink -f "$(command -v swift)")")
docc=${DOCC:-$toolchain_bin/docc}
extract="$toolchain_bin/swift-symbolgraph-extract"
for tool in "$docc" "$extract"; do
  [[ -x "$tool" ]] || { echo "error: $tool not found (a Swift 6 toolchain ships it)" >&2; exit 1; }
done
for module in "${modules[@]}"; do
  if [[ ! -f "$modules_dir/$module.swiftmodule" ]]; then
    echo "error: no $modules_dir/$module.swiftmodule: run \`swift build\` first (or set MODULES_DIR)" >&2
    exit 1
  fi
done
target=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
sdk_args=()
if [[ "$(uname)" == Darwin ]]; then sdk_args=(-sdk "$(xcrun --show-sdk-path --sdk macosx)"); fi

rm -rf "$work"
mkdir -p "$work/graphs" "$work/catalogs" "$work/logs"

# 1. Symbol graphs, public symbols only. SPI symbols (@_spi(ProviderKit) plumbing) are left out:
#    swift-symbolgraph-extract includes them only with -include-spi-symbols. -skip-inherited-docs:
#    a member a type gets from a protocol's default implementation (Equatable's !=, …) is listed
#    without a copy of the protocol's comment.
started=$(date +%s)
for module in "${modules[@]}"; do
  mkdir -p "$work/graphs/$module"
  "$extract" -module-name "$module" -I "$modules_dir" -target "$target" "${sdk_args[@]}" \
    -minimum-access-level public -skip-inherited-docs -output-dir "$work/graphs/$module"
done
echo "symbol graphs: $(( $(date +%s) - started )) s"

# 2. Staged catalogs: Docs/DocC/<Module>.docc, plus the articles for ServicesProvider.
cp -R "$catalogs"/*.docc "$work/catalogs/"
articles=()
for doc in "$root"/Docs/*.md; do articles+=("$(basename "$doc" .md)"); done
names=$(IFS='|'; echo "${articles[*]}")
for name in "${articles[@]}"; do
  # `Docs/Testing.md` → <doc:Testing>; [text](Testing.md) or [text](Docs/Testing.md) → [text](doc:Testing).
  sed -E -e "s#\`Docs/($names)\\.md\`#<doc:\\1>#g" \
         -e "s#\\]\\((\\./|Docs/)?($names)\\.md(\\#[^)]*)?\\)#](doc:\\2)#g" \
    "$root/Docs/$name.md" > "$work/catalogs/ServicesProvider.docc/$name.md"
done

# 3. One static site per module, hosted under /<Module>/. ServicesProvider (most of the pages)
#    converts in the background while the other modules convert one after another.
convert() {  # convert MODULE: writes logs/MODULE.log, and logs/MODULE.time when docc succeeded
  local module=$1 started
  started=$(date +%s)
  rm -rf "${out:?}/$module"
  mkdir -p "$out/$module"
  "$docc" convert "$work/catalogs/$module.docc" \
    --additional-symbol-graph-dir "$work/graphs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "com.servicesprovider.$module" \
    --output-path "$out/$module" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    > "$work/logs/$module.log" 2>&1 || return 0
  echo $(( $(date +%s) - started )) > "$work/logs/$module.time"
}
convert "${modules[0]}" &
background=$!
for module in "${modules[@]:1}"; do convert "$module"; done
wait "$background"

failed=0
for module in "${modules[@]}"; do
  log="$work/logs/$module.log"
  if [[ ! -f "$work/logs/$module.time" ]]; then
    cat "$log" >&2 || true
    echo "error: docc failed for $module (log above)" >&2
    exit 1
  fi
  # A diagnostic's location line names its file: "  --> <path>:line:col". The sources' /// comments
  # are .swift files; anything else (a landing page, an article, no location at all) is ours.
  ours=$(python3 - "$log" <<'PY'
import re, sys
for block in re.split(r"\n(?=(?:warning|error): )", open(sys.argv[1]).read()):
    if block.startswith(("warning:", "error:")):
        where = re.search(r"--> (\S+?):\d", block)
        if where is None or not where.group(1).endswith(".swift"):
            print(block.rstrip() + "\n")
PY
)
  warnings=$(grep -c '^warning: ' "$log" || true)
  if [[ -n "$ours" ]]; then
    echo "$ours" >&2
    echo "error: $module: docc warns about our catalog (above): the landing page is Docs/DocC/$module.docc/$module.md," \
      "an article <Name>.md is Docs/<Name>.md (same line numbers)" >&2
    failed=1
  fi
  echo "$module: $(cat "$work/logs/$module.time") s, $warnings docc warning(s) in all (log: ${log#$root/})"
done
if (( failed )); then exit 1; fi

# Warnings from the sources' /// comments (links to other modules' or SPI symbols), listed.
if grep -h '^warning: ' "$work"/logs/*.log >/dev/null; then
  echo "docc warnings from the sources' /// comments (not fatal):"
  for module in "${modules[@]}"; do
    grep '^warning: ' "$work/logs/$module.log" | sed "s/^/  $module: /" || true
  done
fi

# 4. The index page.
{
  echo '<!DOCTYPE html>'
  echo '<html lang="en"><head><meta charset="utf-8"><title>ServicesProvider API reference</title></head>'
  echo '<body><h1>ServicesProvider API reference</h1><ul>'
  for module in "${modules[@]}"; do
    lower=$(echo "$module" | tr '[:upper:]' '[:lower:]')
    echo "<li><a href=\"$module/documentation/$lower/\">$module</a></li>"
  done
  echo '</ul></body></html>'
} > "$out/index.html"
echo "API reference: $out/index.html"
