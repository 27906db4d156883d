# syntax=docker/dockerfile:1
# One Dockerfile for the shell and each micro-frontend; each is its own image so teams deploy independently.
#   docker build -f deploy/docker/static.Dockerfile --build-arg APP=mfe-booking -t vip/mfe-booking .
# APP is one of: shell | mfe-booking | mfe-airports | mfe-admin.
ARG NODE_IMAGE=node:20-bookworm-slim

# ---------- build ----------
FROM ${NODE_IMAGE} AS build
ARG APP
RUN test -n "${APP}" || (echo "build-arg APP is required (shell | mfe-booking | mfe-airports | mfe-admin)" >&2; exit 1)
WORKDIR /app
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    CI=true
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
COPY . .
RUN npx nx run "${APP}:build"

# ---------- runtime ----------
# Debian's nginx with its Brotli static module: static.conf sends the build's .br copies (brotli_static), which
# the official nginx images cannot (they ship no Brotli module, and a dynamic module must match its nginx build).
FROM debian:bookworm-slim AS runtime
ARG APP
LABEL org.opencontainers.image.title="${APP}"
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default /usr/share/nginx/html/* \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/nginx/static.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
EXPOSE 8080
# nginx finishes the requests in hand on SIGQUIT.
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD curl -fsS -o /dev/null http://127.0.0.1:8080/healthz || exit 1
CMD ["nginx", "-g", "daemon off;"]
