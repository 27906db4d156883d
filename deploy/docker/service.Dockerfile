# syntax=docker/dockerfile:1
# One Dockerfile for the three Koa services. Build from the repository root:
#   docker build -f deploy/docker/service.Dockerfile --build-arg SERVICE=svc-catalog -t vip/svc-catalog .
# SERVICE is one of SERVICES in contracts/src/platform.ts: svc-catalog | svc-booking | svc-ops.
ARG NODE_IMAGE=node:20-bookworm-slim

# ---------- build ----------
FROM ${NODE_IMAGE} AS build
ARG SERVICE
RUN test -n "${SERVICE}" || (echo "build-arg SERVICE is required (svc-catalog | svc-booking | svc-ops)" >&2; exit 1)
RUN apt-get update \
 && apt-get install -y --no-install-recommends openssl ca-certificates \
 && rm -rf /var/lib/apt/lists/*
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
COPY . .
# contracts and the platform first (the service's prisma.config.ts imports @vip/platform/prisma-cli from its dist), then the
# service's Prisma client (src/generated, not in the build context), then the service itself.
RUN npx nx run-many -t build -p @vip/contracts @vip/platform \
 && npm run --workspace "${SERVICE}" --if-present prisma:generate \
 && npx nx run "${SERVICE}:build" \
 && mkdir -p "${SERVICE}/prisma"

# ---------- runtime ----------
FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
# Extra Debian packages for one service only, e.g. chromium for svc-ops's PDF confirmations.
ARG RUNTIME_APT_PACKAGES=""
RUN apt-get update \
 && apt-get install -y --no-install-recommends openssl ca-certificates ${RUNTIME_APT_PACKAGES} \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    SERVICE=${SERVICE} \
    TRUST_PROXY=true
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/contracts/package.json ./contracts/package.json
COPY --from=build --chown=node:node /app/contracts/dist ./contracts/dist
# The partner OpenAPI document svc-catalog serves (@vip/contracts/openapi/partner-v1.json).
COPY --from=build --chown=node:node /app/contracts/openapi ./contracts/openapi
COPY --from=build --chown=node:node /app/contracts/platform/package.json ./contracts/platform/package.json
COPY --from=build --chown=node:node /app/contracts/platform/dist ./contracts/platform/dist
COPY --from=build --chown=node:node /app/${SERVICE}/package.json ./${SERVICE}/package.json
COPY --from=build --chown=node:node /app/${SERVICE}/dist ./${SERVICE}/dist
# Migrations: the service applies them itself at start.
COPY --from=build --chown=node:node /app/${SERVICE}/prisma ./${SERVICE}/prisma
COPY --chown=node:node deploy/docker/healthcheck.cjs ./healthcheck.cjs
# A folder the service may write (svc-ops' supplier receipts on local storage): a volume mounted here starts
# with this owner.
RUN mkdir -p /var/lib/vip && chown node:node /var/lib/vip
USER node
# PORT defaults to the service's port in SERVICE_PORTS; the orchestrator sets it explicitly.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "healthcheck.cjs"]
# exec: node replaces the shell as PID 1, so SIGTERM reaches it and it can drain.
# SERVICE_NODE_FLAGS of contracts/src/platform.ts (the deploy test compares them).
CMD ["sh", "-c", "exec node --max-semi-space-size=32 \"${SERVICE}/dist/main.js\""]
