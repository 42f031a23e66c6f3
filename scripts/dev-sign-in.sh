#!/usr/bin/env bash
# Signs a seeded user in through the dev outbox and prints the session cookie (for screenshots).
# Usage: scripts/dev-sign-in.sh http://localhost:3100 owner@nocturn.gg
set -euo pipefail
base=$1 email=$2
curl -sf -X POST "$base/api/users/login" -H "Content-Type: application/json" -H "Origin: $base" \
  -d "{\"email\":\"$email\",\"lang\":\"ru\"}" >/dev/null
link=$(curl -sf "$base/dev/outbox" | grep -ao "$base/auth/[A-Za-z0-9_-]*" | head -1)
curl -s -i -X POST -H "Origin: $base" --data "" "$link" | grep -ao '__session=[^;]*' | head -1
