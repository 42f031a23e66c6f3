# Multi-stage image: build with dev dependencies, run with production dependencies only.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
# The install's postinstall step applies the dependency repairs in patches/ (see its README).
COPY patches ./patches
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
# The install's postinstall step applies the dependency repairs in patches/ (see its README).
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    SEED_PICTURES_DIR=/app/seed-pictures
WORKDIR /app
RUN groupadd --system app && useradd --system --gid app --home-dir /app app \
  && mkdir -p /data && chown app:app /data
COPY --from=prod-deps --chown=app:app /app/node_modules ./node_modules
COPY --from=build --chown=app:app /app/build ./build
# The seed's pictures, drawn by the build (npm run build): seeding an empty database copies them.
COPY --from=build --chown=app:app /app/node_modules/.cache/seed-art ./seed-pictures
COPY --chown=app:app package.json ./
# Migrations are read at run time by the migrator (release_command and PGlite start-up).
COPY --chown=app:app drizzle ./drizzle
USER app
EXPOSE 8080
# The V8 heap's ceiling (NODE_HEAP_MB, default 384): with none, V8 sizes it from the machine and
# lets garbage pile up to several times the live heap before collecting (decision 0038).
CMD ["sh", "-c", "exec node --max-old-space-size=${NODE_HEAP_MB:-384} build/server/express.js"]
