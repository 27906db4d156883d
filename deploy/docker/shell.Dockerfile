# syntax=docker/dockerfile:1
# The shell: its build (the host's static files) and its server, which serves them and renders the first HTML
# of a page (shell/dist/server/serve.js, shell/src/server). Remotes' pages are rendered with the server container
# each remote's own container serves (<remote>/dist/server/remoteEntry.js), loaded through the gateway.
#   docker build -f deploy/docker/shell.Dockerfile -t vip/shell .
ARG NODE_IMAGE=node:20-bookworm-slim

# ---------- build ----------
FROM ${NODE_IMAGE} AS build
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
RUN npx nx run shell:build

# ---------- runtime ----------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# production: React and antd render in the mode the browser build runs in (class names match for hydration).
ENV NODE_ENV=production \
    PORT=8080
# The server build requires the shared modules (React, the router, TanStack Query, antd) from node_modules, and
# provides those to the remotes' server containers.
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/shell/dist ./shell/dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "shell/dist/server/serve.js"]
