# One image recipe for the four remotes (shop, account, content, careers): each is a webpack build
# served by the platform's static server, and they differ only in their folder and port. Build from the
# repository root, e.g.
#   docker build -f shared/platform/remote.Dockerfile --build-arg REMOTE=remote-shop --build-arg PORT=3001 -t storefront/shop .
# or `docker-compose build shop`, which passes both from docker-compose.yml.

# ---- build: the workspace toolchain, then a production build of this remote only ----
FROM node:20-bookworm-slim AS build
RUN npm install --global --no-fund --no-audit pnpm@10.34.8
WORKDIR /repo

# Up to the install, these steps are word for word those of host/Dockerfile, so the host and the
# four remotes share one cached install. The manifests come first: the install is reused until a
# dependency changes. Every workspace manifest is copied, as the frozen lockfile describes them all.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY shared/contract/package.json shared/contract/
COPY shared/ui/package.json shared/ui/
COPY shared/api-client/package.json shared/api-client/
COPY shared/testing/package.json shared/testing/
COPY shared/standalone/package.json shared/standalone/
COPY shared/platform/package.json shared/platform/
COPY host/package.json host/
COPY remote-shop/package.json remote-shop/
COPY remote-account/package.json remote-account/
COPY remote-content/package.json remote-content/
COPY remote-careers/package.json remote-careers/
COPY api/package.json api/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY scripts/package.json scripts/
# The host, the remotes and what they build with (the workspace's packages, the platform, the root's webpack,
# Module Federation and SWC); not the api, whose native SQLite module is built in its own image.
RUN --mount=type=cache,id=storefront-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir=/pnpm/store \
      --filter "@storefront/host..." \
      --filter "@storefront/remote-shop..." \
      --filter "@storefront/remote-account..." \
      --filter "@storefront/remote-content..." \
      --filter "@storefront/remote-careers..."

# The static server's production dependencies (fastify, @fastify/static, @fastify/cors) at the
# lockfile's versions, in a folder of their own for the runtime image; the same for every remote.
RUN --mount=type=cache,id=storefront-pnpm-store,target=/pnpm/store \
    pnpm --filter @storefront/platform deploy --legacy --prod --store-dir=/pnpm/store /out/platform

COPY tsconfig.base.json ./
COPY shared/ shared/
# Which remote (its folder, e.g. remote-shop): declared only here, so everything above is shared.
ARG REMOTE
RUN test -n "$REMOTE" || { echo 'build with --build-arg REMOTE=remote-shop (or another remote folder)' >&2; exit 1; }
COPY ${REMOTE}/ ${REMOTE}/
RUN pnpm --filter "@storefront/$REMOTE" run build

# ---- runtime: the built remote and the server that serves it, nothing else ----
FROM node:20-bookworm-slim AS runtime
ARG REMOTE
ARG PORT
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=${PORT}
# The repository's layout, so the command is the one in scripts/stack.mjs. The server's packages
# come first: the same layer in every remote's image, and unchanged by a release of the remote.
WORKDIR /app/${REMOTE}
COPY --from=build /out/platform/node_modules /app/shared/platform/node_modules
COPY --from=build /out/platform/package.json /repo/shared/platform/serve-remote.mjs /app/shared/platform/
COPY --from=build /repo/${REMOTE}/dist ./dist
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "../shared/platform/serve-remote.mjs", "dist"]
