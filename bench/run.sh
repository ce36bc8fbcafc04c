#!/usr/bin/env bash
# `npm run bench`: wrk if it can be installed (else the bench falls back to autocannon with workers), then
# the measurements of bench/run.mjs against the build (`npm run build` first).
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/lib.sh

ensure_wrk || echo "==> wrk no se pudo instalar: se usará autocannon con workers" >&2
exec node bench/run.mjs "$@"
