#!/usr/bin/env bash
# Tenants are the unit of scale (docs/scaling.md): two `cms serve` nodes on loopback, each owning
# some tenants, behind nginx routing by X-Tenant-Id and by /media/<tenant>/...; requests for
# tenants on both nodes go through the proxy; then tenant "beta" moves from node A to node B
# (suspend, backup, restore, switch the route, reload nginx, delete the source).
#
#   examples/scaling/run.sh            # from source (bun src/main.ts)
#   CMS=./cms examples/scaling/run.sh  # with the compiled binary
#   KEEP=1 ...                         # keep the temp folder (logs, nginx.conf, data)
#
# Needs: bun, nginx (Debian package `nginx`), curl. Loopback only; every wait is bounded.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
read -r -a CMS_CMD <<<"${CMS:-bun $ROOT/src/main.ts}"
for tool in bun nginx curl; do
  command -v "$tool" >/dev/null || { echo "scaling example: '$tool' is required (nginx: apt-get install nginx)" >&2; exit 2; }
done

WORK=$(mktemp -d "${TMPDIR:-/tmp}/cms-scaling.XXXXXX")
PIDS=()
cleanup() {
  set +e
  [ -s "$WORK/nginx.pid" ] && nginx -p "$WORK" -c "$WORK/nginx.conf" -e "$WORK/nginx-error.log" -s stop 2>/dev/null
  for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null; done
  wait 2>/dev/null
  if [ -n "${KEEP:-}" ]; then echo "kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

# both nodes share the JWT secret, so a token stays valid when its tenant moves
export CMS_JWT_SECRET="scaling-example-secret-$(date +%s)-0123456789abcdef"
export CMS_TRUST_PROXY=1
PASSWORD='correct-horse-battery'

cms() { "${CMS_CMD[@]}" "$@"; }
free_port() { bun -e 'const s = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } }); console.log(s.port); s.stop(true)'; }
PORT_A=$(free_port); PORT_B=$(free_port); PORT_PROXY=$(free_port)

wait_health() { # url
  for _ in $(seq 1 200); do
    curl -fs --max-time 1 "$1/health" >/dev/null 2>&1 && return 0
    sleep 0.05
  done
  echo "no answer from $1/health" >&2
  return 1
}

CHECKS=0; FAILS=0
check() { # description expected actual
  CHECKS=$((CHECKS + 1))
  if [ "$2" == "$3" ]; then echo "  ok    $1"; else echo "  FAIL  $1: expected '$2', got '$3'"; FAILS=$((FAILS + 1)); fi
}

# req METHOD PATH TENANT [TOKEN] [JSON]: through the proxy; sets STATUS, NODE (X-Cms-Node), BODY
req() {
  local args=(-s -o "$WORK/body" -D "$WORK/headers" -w '%{http_code}' --max-time 10 -X "$1" "http://127.0.0.1:$PORT_PROXY$2")
  [ -n "$3" ] && args+=(-H "X-Tenant-Id: $3")
  [ -n "${4:-}" ] && args+=(-H "Authorization: Bearer $4")
  [ -n "${5:-}" ] && args+=(-H 'Content-Type: application/json' --data "$5")
  STATUS=$(curl "${args[@]}")
  NODE=$(grep -i '^x-cms-node:' "$WORK/headers" | tr -d '\r' | awk '{print $2}')
  BODY=$(cat "$WORK/body")
}
# child pids from /proc (no procps needed); nginx's comm has no spaces, so field 4 is the parent
children_of() { for d in /proc/[0-9]*; do read -r _ _ _ ppid _ <"$d/stat" 2>/dev/null && [ "$ppid" = "$1" ] && echo "${d#/proc/}"; done; true; }
field() { grep -o "\"$1\":\"[^\"]*\"" <<<"$BODY" | head -n 1 | cut -d'"' -f4; }

echo "== data: $WORK; node A :$PORT_A, node B :$PORT_B, nginx :$PORT_PROXY"
mkdir -p "$WORK/a" "$WORK/b" "$WORK/nginx-tmp"
for spec in a:alpha a:beta b:gamma; do
  node=${spec%%:*}; tenant=${spec#*:}
  cms app:tenant:create "$tenant" "Tenant $tenant" --data "$WORK/$node" >/dev/null
  cms app:user:create --tenant="$tenant" --email="admin@$tenant.example" --password="$PASSWORD" --role=ROLE_CMS_ADMIN --data "$WORK/$node" >/dev/null
done
echo 'beta media file' >"$WORK/a/tenants/beta/media/hello.txt"

# not through the cms function: $! must be the server itself, for SIGTERM
"${CMS_CMD[@]}" serve --host 127.0.0.1 --port "$PORT_A" --data "$WORK/a" >"$WORK/node-a.log" 2>&1 &
PIDS+=($!); PID_A=$!
"${CMS_CMD[@]}" serve --host 127.0.0.1 --port "$PORT_B" --data "$WORK/b" >"$WORK/node-b.log" 2>&1 &
PIDS+=($!); PID_B=$!
wait_health "http://127.0.0.1:$PORT_A"
wait_health "http://127.0.0.1:$PORT_B"

# which node owns which tenant: one line each; moving a tenant edits this file and reloads nginx
cat >"$WORK/tenants.map" <<EOF
alpha node_a;
beta  node_a;
gamma node_b;
EOF
# as root, workers would switch to "nobody" and lose access to the temp folder
USER_LINE=""
[ "$(id -u)" = 0 ] && USER_LINE="user root;"
cat >"$WORK/nginx.conf" <<EOF
$USER_LINE
worker_processes 1;
daemon off;
pid $WORK/nginx.pid;
error_log $WORK/nginx-error.log warn;
events { worker_connections 256; }
http {
  access_log $WORK/nginx-access.log;
  client_body_temp_path $WORK/nginx-tmp/body;
  proxy_temp_path $WORK/nginx-tmp/proxy;
  fastcgi_temp_path $WORK/nginx-tmp/fastcgi;
  uwsgi_temp_path $WORK/nginx-tmp/uwsgi;
  scgi_temp_path $WORK/nginx-tmp/scgi;
  client_max_body_size 52m;

  upstream node_a { server 127.0.0.1:$PORT_A; keepalive 8; }
  upstream node_b { server 127.0.0.1:$PORT_B; keepalive 8; }

  # the tenant: the X-Tenant-Id header, else the segment after /media/ (\$uri is normalised)
  map \$uri \$media_tenant { "~^/media/(?<t>[a-z0-9][a-z0-9-]*)/" \$t; default ""; }
  map \$http_x_tenant_id \$tenant { "" \$media_tenant; default \$http_x_tenant_id; }
  # paths without a tenant (/health, /openapi.json, /contexts/...) and unknown tenants: node A
  map \$tenant \$backend { include $WORK/tenants.map; default node_a; }

  server {
    listen 127.0.0.1:$PORT_PROXY;
    location / {
      proxy_pass http://\$backend;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto \$scheme;
      # for this demo only: which node answered
      add_header X-Cms-Node \$backend always;
    }
  }
}
EOF
nginx -p "$WORK" -c "$WORK/nginx.conf" -e "$WORK/nginx-error.log" &
PIDS+=($!)
wait_health "http://127.0.0.1:$PORT_PROXY"

echo "== requests for tenants on both nodes, through nginx"
declare -A TOKEN ARTICLE
for spec in alpha:node_a beta:node_a gamma:node_b; do
  tenant=${spec%%:*}; node=${spec#*:}
  req POST /auth/token "$tenant" '' "{\"email\":\"admin@$tenant.example\",\"password\":\"$PASSWORD\"}"
  check "$tenant: login answered by $node" "200 $node" "$STATUS $NODE"
  TOKEN[$tenant]=$(field token)
  req POST /admin/articles "$tenant" "${TOKEN[$tenant]}" "{\"title\":{\"en\":\"Hello from $tenant\"}}"
  check "$tenant: article created on $node" "201 $node" "$STATUS $NODE"
  ARTICLE[$tenant]=$(field id)
  req GET "/admin/articles/${ARTICLE[$tenant]}" "$tenant" "${TOKEN[$tenant]}"
  check "$tenant: article read back" "200 Hello from $tenant" "$STATUS $(grep -o "Hello from $tenant" <<<"$BODY")"
done
req GET "/admin/articles/${ARTICLE[alpha]}" gamma "${TOKEN[gamma]}"
check "gamma's token cannot read alpha's article (other node, other tenant)" "404 node_b" "$STATUS $NODE"
req GET /media/gamma/no-such-file.jpg ''
check "/media/gamma/... routed by path to node_b" "node_b" "$NODE"
req GET /media/alpha/no-such-file.jpg ''
check "/media/alpha/... routed by path to node_a" "node_a" "$NODE"
req GET /public/articles nobody
check "unknown tenant: 404 from the default node" "404 Tenant not found." "$STATUS $(field detail)"
req GET /health ''
check "/health through the proxy" "200" "$STATUS"

# a change stream through the proxy: a write arrives while the connection stays open (nginx does
# not buffer it: the service answers with X-Accel-Buffering: no)
curl -sN --max-time 10 -H "X-Tenant-Id: alpha" -H "Authorization: Bearer ${TOKEN[alpha]}" \
  "http://127.0.0.1:$PORT_PROXY/admin/changes/stream" >"$WORK/stream" 2>/dev/null &
STREAM_PID=$!
for _ in $(seq 1 100); do grep -q '^: connected' "$WORK/stream" 2>/dev/null && break; sleep 0.05; done
req POST /admin/tags alpha "${TOKEN[alpha]}" '{"name":{"en":"Live"}}'
LIVE_TAG=$(field id)
for _ in $(seq 1 100); do grep -q "tag:$LIVE_TAG" "$WORK/stream" 2>/dev/null && break; sleep 0.05; done
check "change stream through nginx: the write arrives on the open stream" "1 running" \
  "$(grep -c "tag:$LIVE_TAG" "$WORK/stream") $(kill -0 "$STREAM_PID" 2>/dev/null && echo running)"
kill "$STREAM_PID" 2>/dev/null; wait "$STREAM_PID" 2>/dev/null || true

echo "== move beta from node A to node B"
cms app:tenant:suspend beta --data "$WORK/a" >/dev/null # no writes lost between backup and switch
req GET "/admin/articles/${ARTICLE[beta]}" beta "${TOKEN[beta]}"
check "beta suspended on node A during the move" "404 node_a" "$STATUS $NODE"
cms app:tenant:backup beta --out "$WORK/beta.tar.gz" --data "$WORK/a"
cms app:tenant:restore beta "$WORK/beta.tar.gz" --data "$WORK/b" # node B is running
sed -i 's/^beta .*/beta  node_b;/' "$WORK/tenants.map"
# reload is graceful: until the old worker has exited, it may still accept a connection with the
# old map, so wait for it to be gone rather than for one answer from node B
OLD_WORKERS=$(children_of "$(cat "$WORK/nginx.pid")")
nginx -p "$WORK" -c "$WORK/nginx.conf" -e "$WORK/nginx-error.log" -s reload
for _ in $(seq 1 200); do
  alive=""
  for pid in $OLD_WORKERS; do kill -0 "$pid" 2>/dev/null && alive=1; done
  [ -z "$alive" ] && break
  sleep 0.05
done
req GET "/admin/articles/${ARTICLE[beta]}" beta "${TOKEN[beta]}"
check "beta's article now served by node_b, same token" "200 node_b Hello from beta" "$STATUS $NODE $(grep -o 'Hello from beta' <<<"$BODY")"
req POST /admin/articles beta "${TOKEN[beta]}" '{"title":{"en":"Written on node B"}}'
check "beta writable on node_b" "201 node_b" "$STATUS $NODE"
check "beta's media moved with it" "beta media file" "$(cat "$WORK/b/tenants/beta/media/hello.txt" 2>/dev/null)"
cms app:tenant:delete beta --force --data "$WORK/a" >/dev/null
check "node A no longer holds beta" "alpha" "$(cms app:tenant:list --json --data "$WORK/a" | grep -o '"slug": "[^"]*"' | cut -d'"' -f4 | tr '\n' ' ' | xargs)"
req GET "/admin/articles/${ARTICLE[alpha]}" alpha "${TOKEN[alpha]}"
check "alpha untouched on node_a" "200 node_a" "$STATUS $NODE"

echo "== stop"
nginx -p "$WORK" -c "$WORK/nginx.conf" -e "$WORK/nginx-error.log" -s quit
kill -TERM "$PID_A" "$PID_B"
set +e
wait "$PID_A"; CODE_A=$?
wait "$PID_B"; CODE_B=$?
set -e
check "both nodes exit 0 on SIGTERM" "0 0" "$CODE_A $CODE_B"

echo "scaling example: $((CHECKS - FAILS))/$CHECKS checks passed"
[ "$FAILS" = 0 ]
