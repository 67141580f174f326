# syntax=docker/dockerfile:1
# Sakhli: web app + API in one image. ROLE (web | worker | all) decides what a container runs.
# Build: docker build -t sakhli .      Run: see compose.yaml and docs/DEPLOYMENT.md.

# The workspace manifests, once: both install stages start from them (npm ci needs every workspace's).
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/

# The builder has every dependency (vite, typescript) to build the web app once, at image build.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies of the API only: the API runs its TypeScript through tsx (a runtime dependency),
# so no compile step and no devDependencies (vite, playwright, eslint) reach the runtime image.
FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund --workspace @sakhli/api --workspace @sakhli/shared \
  && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
# tini as PID 1: forwards SIGTERM to node (the 10 s drain depends on it) and reaps zombies, so the image
# behaves the same under plain `docker run` (no --init needed), compose and Kubernetes.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    METRICS_PORT=9464 \
    ROLE=all
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --chown=root:root package.json ./
COPY --chown=root:root packages/shared ./packages/shared
COPY --chown=root:root apps/api/package.json ./apps/api/
COPY --chown=root:root apps/api/src ./apps/api/src
COPY --from=build --chown=root:root /app/apps/web/dist ./apps/web/dist
# The code belongs to root and is read-only to the app; only DATA_DIR (scratch, the outbox without SMTP,
# the embedded database when DATABASE_URL is unset) is writable by the unprivileged `node` user.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000 9464
VOLUME ["/app/data"]
# Liveness, not readiness: Docker acts on "unhealthy" by restarting or replacing, and a database blip must
# not do that to every container at once. The load balancer checks /api/health/ready itself.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
