# syntax=docker/dockerfile:1
# The gateway: /api by prefix to the services, /remotes/<project>/ to the remote containers,
# /remotes.json from a mounted file, everything else to the shell. Build from the repository root:
#   docker build -f deploy/docker/gateway.Dockerfile -t vip/gateway .
FROM nginx:1.27-alpine
COPY deploy/nginx/gateway.conf /etc/nginx/conf.d/default.conf
# A default manifest baked in; compose mounts deploy/remotes.json over it, Kubernetes a ConfigMap.
COPY deploy/remotes.json /usr/share/nginx/remotes/remotes.json
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
