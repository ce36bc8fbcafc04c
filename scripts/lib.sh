# Shared by the start and test scripts: install what is missing, never by hand.

# npm packages, when node_modules is missing or older than the lockfile.
ensure_node_modules() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "==> Instalando dependencias (npm ci)"
    npm ci --no-audit --no-fund
  fi
}

# Debian's Chromium for the browser journeys (Playwright's own browser download is not used).
ensure_chromium() {
  if command -v chromium >/dev/null 2>&1; then return; fi
  echo "==> Instalando Chromium (apt)"
  local sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium fonts-liberation >/dev/null
}
