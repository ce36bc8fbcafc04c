#!/usr/bin/env bash
# `npm test`: installs what the tests need, then typecheck, lint, build, unit and API tests on the
# embedded database, the API tests again on PostgreSQL, two server instances on PostgreSQL + Redis, and the
# browser journeys in Chromium.
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

REDIS_URL_TEST="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
if [ -n "${TEST_DATABASE_URL:-}" ] || [ -n "${CI:-}" ] || node -e "const c=new (require('pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:2000});c.connect().then(()=>c.end(),()=>process.exit(1))" "$PG_URL" 2>/dev/null; then
  if node -e "const R=require('ioredis');const r=new R(process.argv[1],{lazyConnect:true,connectTimeout:1000,maxRetriesPerRequest:0,retryStrategy:()=>null});r.connect().then(()=>r.ping()).then(()=>process.exit(0),()=>process.exit(1))" "$REDIS_URL_TEST" 2>/dev/null; then
    echo "==> Varias instancias (PostgreSQL + Redis)"
    TEST_DATABASE_URL="$PG_URL" TEST_REDIS_URL="$REDIS_URL_TEST" npx vitest run --config e2e/scale.vitest.config.ts
  elif [ -n "${CI:-}" ]; then
    echo "Redis no responde en $REDIS_URL_TEST y en CI es obligatorio." >&2
    exit 1
  else
    echo "==> Redis no responde en $REDIS_URL_TEST: se omite la prueba de varias instancias."
  fi
fi

echo "==> Recorridos en el navegador (Chromium)"
npx vitest run --config e2e/vitest.config.ts

echo "==> Todo en orden en $(( $(date +%s) - started )) s"
