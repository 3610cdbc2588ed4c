# syntax=docker/dockerfile:1
# The shop as one image: the compiled server (apps/server/build, ADR 026), the storefront and admin builds,
# on production dependencies only, run as the unprivileged `node` user. See docs/deploy.md.
#
#   docker build -t storefront .
#   docker run -p 3000:3000 storefront            # the demo shop on the embedded database in /data

# Node 20, the engines floor the tests run on, is past its end of life (April 2026); 22 is the
# LTS line after it, and the floor of the AWS SDK's releases from 2027. Override with --build-arg.
ARG NODE_VERSION=22

# ---- build: every dependency, the server bundle and the storefront, then only production dependencies
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# The whole tree first: every workspace's package.json must be there for `npm ci`, whatever
# workspaces exist; the npm cache mount keeps a rebuild from downloading the packages again.
COPY . .
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund \
 && npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# ---- run: what `node apps/server/build/start.js` reads, nothing else
FROM node:${NODE_VERSION}-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
# Owned by root and read-only to the server: only DATA_DIR is its to write.
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/server/package.json apps/server/package.json
COPY --from=build /app/apps/server/build apps/server/build
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/src/modules/locale/seed apps/server/src/modules/locale/seed
# The storefront build, and the sources its stamp was made from: the start compares them and, as
# they match, serves the build instead of building again (which would need the dev dependencies).
COPY --from=build /app/apps/storefront/build apps/storefront/build
COPY --from=build /app/apps/storefront/app apps/storefront/app
COPY --from=build /app/apps/storefront/package.json /app/apps/storefront/react-router.config.ts /app/apps/storefront/vite.config.ts apps/storefront/
COPY --from=build /app/packages/contracts packages/contracts
# The back office's build (ADR 032) and its stamp's sources, for the same reason.
COPY --from=build /app/apps/admin/build apps/admin/build
COPY --from=build /app/apps/admin/src apps/admin/src
COPY --from=build /app/apps/admin/package.json /app/apps/admin/index.html /app/apps/admin/vite.config.ts apps/admin/
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness only: readiness (database, Redis, job queue) is for the load balancer to ask.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/build/start.js"]
