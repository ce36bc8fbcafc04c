#!/usr/bin/env bash
# `npm run bench`: what the chosen parts need (wrk for the load runs, else the bench falls back to autocannon
# with workers; Debian's Chromium for Lighthouse), then the measurements of bench/run.mjs against the build
# (`npm run build` first).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
source bench/lib.sh

part=all
args=("$@")
for i in "${!args[@]}"; do
  case "${args[$i]}" in
    --part) part="${args[$((i + 1))]:-all}" ;;
    --part=*) part="${args[$i]#--part=}" ;;
  esac
done

if [ "$part" != phones ] && [ "$part" != growth ] && [ "$part" != queue ]; then
  ensure_wrk || echo "==> wrk no se pudo instalar: se usará autocannon con workers" >&2
fi
if [ "$part" = all ] || [ "$part" = phones ]; then ensure_chromium; fi
exec node bench/run.mjs "$@"
