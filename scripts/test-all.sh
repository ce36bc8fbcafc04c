#!/usr/bin/env bash
# `npm test`: installs what the tests need, then typecheck, lint, build, unit and API tests on the
# embedded database, the API tests again on PostgreSQL, and the browser journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
started=$(date +%s)

ensure_node_modules
ensure_chromium

echo "==> Tipos (tsc)"
npm run typecheck --silent
echo "==> Lint (eslint)"
npm run lint --silent
echo "==> Compilación"
npm run build --silent

echo "==> Pruebas unitarias y de API (PGlite)"
npx vitest run --project core --project web --project api

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:2000});c.connect().then(()=>c.end(),()=>process.exit(1))" "$PG_URL" 2>/dev/null; then
  echo "==> Pruebas de API en PostgreSQL"
  TEST_DATABASE_URL="$PG_URL" npx vitest run --project api
elif [ -n "${CI:-}" ]; then
  echo "PostgreSQL no responde en $PG_URL y en CI es obligatorio." >&2
  exit 1
else
  echo "==> PostgreSQL no responde en $PG_URL: se omiten las pruebas de API en PostgreSQL."
fi

echo "==> Recorridos en el navegador (Chromium)"
npx vitest run --config e2e/vitest.config.ts

echo "==> Todo en orden en $(( $(date +%s) - started )) s"
