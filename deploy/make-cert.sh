#!/usr/bin/env bash
# A self-signed certificate for trying the deploy example on this machine (docs/deploy.md):
# writes <dir>/lectern.pem (certificate and key, as HAProxy reads them) for localhost and
# 127.0.0.1. Browsers warn about it; for a real host use Let's Encrypt (certbot) instead.
set -euo pipefail
dir="${1:-deploy/.local}"
mkdir -p "$dir"
openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=localhost" \
  -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
  -keyout "$dir/lectern.key" -out "$dir/lectern.crt" 2>/dev/null
cat "$dir/lectern.crt" "$dir/lectern.key" > "$dir/lectern.pem"
chmod 600 "$dir/lectern.key" "$dir/lectern.pem"
echo "$dir/lectern.pem"
