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
# One JSON line per request would bury the address and the demo accounts printed at the end of start-up;
# LOG_REQUESTS=true brings them back.
export LOG_REQUESTS="${LOG_REQUESTS:-false}"
exec node --enable-source-maps apps/api/dist/server.js
