# syntax=docker/dockerfile:1
# One image for the three Node services of docker-compose.yml (app, analysis, pocketbase).

ARG NODE_VERSION=22
ARG POCKETBASE_VERSION=0.39.11

# PocketBase, built from the Go module proxy exactly as `npm install` does on a bare machine.
FROM golang:1.25-bookworm AS pocketbase
ARG POCKETBASE_VERSION
RUN CGO_ENABLED=0 GOBIN=/out go install -trimpath \
      -ldflags="-s -w -X github.com/pocketbase/pocketbase.Version=${POCKETBASE_VERSION}" \
      github.com/pocketbase/pocketbase/examples/base@v${POCKETBASE_VERSION} \
  && mv /out/base /out/pocketbase

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The PocketBase binary comes from the stage above; skip the install-time Go build.
RUN npm ci --ignore-scripts
COPY . .
RUN npx vite build && npm prune --omit=dev --ignore-scripts

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# Tesseract with the Spanish model reads scanned PDFs offline (faster than the npm fallback).
RUN apt-get update \
  && apt-get install -y --no-install-recommends tesseract-ocr tesseract-ocr-spa \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    POCKETBASE_BIN=/usr/local/bin/pocketbase \
    PB_DATA_DIR=/data/pb \
    PB_SUPERUSER_FILE=/data/secrets/gateway-superuser.json \
    CLIENT_DIST_DIR=/app/dist/client
WORKDIR /app
COPY --from=pocketbase /out/pocketbase /usr/local/bin/pocketbase
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json tsconfig.json ./
COPY --chown=node:node server ./server
COPY --chown=node:node common ./common
COPY --chown=node:node scripts ./scripts
COPY --chown=node:node pb_migrations ./pb_migrations
COPY --chown=node:node pb_hooks ./pb_hooks
RUN mkdir -p /data/pb /data/secrets && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server/main.ts"]
