#!/usr/bin/env bash
# `npm start`: install, build and serve the store on http://localhost:3000 (PORT to change it).
# Without DATABASE_URL the data lives in ./data (embedded PostgreSQL, PGlite) and the demo store is
# loaded on the first start.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_node_modules
echo "==> Compilando la tienda"
npm run build --silent
exec node --enable-source-maps apps/api/dist/server.js
