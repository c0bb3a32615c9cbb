#!/usr/bin/env bash
# Tries deploy/haproxy.cfg on this machine (docs/deploy.md): HAProxy with TLS in front of Lectern
# instances, everything on 127.0.0.1 only. Two instances need a shared PostgreSQL and Redis: with
# DATABASE_URL and REDIS_URL set it starts instances a and b on them; without, one instance on
# SQLite (a SQLite file belongs to one machine and one process) and HAProxy's check shows b down.
# Ctrl-C (or SIGTERM) stops everything it started; each instance drains first. An instance stopped
# on its own (kill -TERM <pid>) leaves the rest running: HAProxy's check takes it out.
#
#   HTTPS_PORT (8443), PORT_A (3101), PORT_B (3102): the ports it takes
#   STATE_DIR (deploy/.local): certificate, logs and the DATA_DIR of the instances
set -euo pipefail
cd "$(dirname "$0")/.."

https_port="${HTTPS_PORT:-8443}"
port_a="${PORT_A:-3101}"
port_b="${PORT_B:-3102}"
state="${STATE_DIR:-deploy/.local}"
mkdir -p "$state"

command -v haproxy >/dev/null || {
  echo "HAProxy is missing: sudo apt-get install -y haproxy" >&2
  exit 1
}
[ -f "$state/lectern.pem" ] || deploy/make-cert.sh "$state" >/dev/null
[ -f dist/pwa/index.html ] || npm run build

export PUBLIC_URL="https://localhost:$https_port"
export TRUST_PROXY=loopback
export DATA_DIR="$state/data"
instances=(a)
if [ -n "${DATABASE_URL:-}" ] && [ -n "${REDIS_URL:-}" ]; then
  instances=(a b)
else
  echo "DATABASE_URL and REDIS_URL are not both set: one instance on SQLite in $DATA_DIR." >&2
  echo "Two instances need a shared PostgreSQL and Redis (docs/deploy.md)." >&2
fi

pids=()
stop() {
  trap - EXIT INT TERM
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait
}
trap stop EXIT INT TERM

# One after the other: the first start makes DATA_DIR's code-secret and the database's tables.
for name in "${instances[@]}"; do
  port_var="port_$name"
  PORT="${!port_var}" node --import tsx sync-server/src/main.ts >"$state/$name.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 100); do
    curl -fs "http://127.0.0.1:${!port_var}/api/health" >/dev/null 2>&1 && break
    kill -0 "$!" 2>/dev/null || {
      echo "Instance $name stopped while starting; see $state/$name.log" >&2
      exit 1
    }
    sleep 0.2
  done
done

LECTERN_BIND=127.0.0.1 LECTERN_HTTPS_PORT="$https_port" LECTERN_CERT="$state/lectern.pem" \
  LECTERN_A="127.0.0.1:$port_a" LECTERN_B="127.0.0.1:$port_b" \
  haproxy -db -f deploy/haproxy.cfg >"$state/haproxy.log" 2>&1 &
haproxy_pid=$!
pids+=("$haproxy_pid")

for _ in $(seq 1 100); do
  for pid in "${pids[@]}"; do
    kill -0 "$pid" 2>/dev/null || {
      echo "A process stopped while starting; see $state/*.log" >&2
      exit 1
    }
  done
  if curl -fsk "https://127.0.0.1:$https_port/api/health" >/dev/null 2>&1; then
    echo "Lectern on $PUBLIC_URL (instances: ${instances[*]}; self-signed certificate)."
    echo "Logs in $state/. Ctrl-C stops it."
    # An instance may stop (try kill -TERM on one): HAProxy sends everything to the other.
    wait "$haproxy_pid"
    exit 0
  fi
  sleep 0.2
done
echo "No answer through HAProxy on port $https_port; see $state/*.log" >&2
exit 1
