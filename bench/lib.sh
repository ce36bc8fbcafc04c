# Shared by the bench scripts: install what is missing, never by hand (the pattern of scripts/lib.sh).

# Debian's wrk, the load generator (C, epoll): a single autocannon process saturates before the server does.
ensure_wrk() {
  if command -v wrk >/dev/null 2>&1; then return; fi
  echo "==> Instalando wrk (apt)"
  local sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq wrk >/dev/null
}
