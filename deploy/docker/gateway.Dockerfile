# syntax=docker/dockerfile:1
# The gateway: /api by prefix to the services, /remotes/<project>/ to the remote containers,
# /remotes.json from a mounted file, everything else to the shell. Build from the repository root:
#   docker build -f deploy/docker/gateway.Dockerfile -t vip/gateway .
ARG NODE_IMAGE=node:20-bookworm-slim

# ---------- routes: the nginx config, rendered from its template and the platform's tables ----------
FROM ${NODE_IMAGE} AS routes
WORKDIR /app
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    CI=true
# Manifests first so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY contracts/platform/package.json contracts/platform/
COPY ui/package.json ui/
COPY shell/package.json shell/
COPY mfe-booking/package.json mfe-booking/
COPY mfe-airports/package.json mfe-airports/
COPY mfe-admin/package.json mfe-admin/
COPY svc-catalog/package.json svc-catalog/
COPY svc-booking/package.json svc-booking/
COPY svc-ops/package.json svc-ops/
COPY deploy/package.json deploy/
COPY tools/package.json tools/
# `npm install`, not `npm ci`: ci rejects this registry's lockfile.
RUN npm install --no-audit --no-fund
COPY tsconfig.base.json ./
COPY contracts contracts
COPY deploy/nginx deploy/nginx
RUN npx tsc -p contracts/tsconfig.build.json \
 && node deploy/nginx/render-gateway.cjs /gateway.conf

# ---------- runtime ----------
FROM nginx:1.27-alpine
COPY --from=routes /gateway.conf /etc/nginx/conf.d/default.conf
# A default manifest baked in; compose mounts deploy/remotes.json over it, Kubernetes a ConfigMap.
COPY deploy/remotes.json /usr/share/nginx/remotes/remotes.json
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
