# syntax=docker/dockerfile:1
# Voicedesk: one image for the app (Next.js + tRPC API) and the agent worker (LiveKit agents);
# docker-compose.yml runs it twice with different commands. Official Node image, multi-stage:
#   deps   → npm dependencies as locked
#   build  → `next build`, and the agent worker compiled to one file (`npm run build:agent`)
#   run    → the built app, the compiled agent worker, espeak-ng (local voice)
#
# Node 22 LTS: Node 20 (the development machines') reached end of life in April 2026; the code
# keeps no Node-20-only assumptions (engines: >=20.19).
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
# onnxruntime-node (silero VAD) would download CUDA binaries in its install script; the CPU
# binary ships in the package (.npmrc and package.json allowScripts say the same).
ENV ONNXRUNTIME_NODE_INSTALL=skip
COPY package.json package-lock.json .npmrc ./
# `npm install` against the lock file, not `npm ci`: the lock file is written by a registry
# mirror that leaves optional platform packages (e.g. @next/swc-*, @img/sharp-*) without
# "resolved" URLs, and `npm ci` rejects such a lock ("missing resolved/integrity") — the same
# reason scripts/setup/node-deps.sh uses `npm install`. Versions still come from the lock
# (every direct dependency is pinned exactly); `npm ls` then fails the build on any mismatch.
RUN npm install --no-audit --no-fund --loglevel=error && npm ls --depth=0 > /dev/null

FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
# The build must not need production secrets: env validation happens when the server starts.
RUN npx next build
# The agent worker runs compiled JavaScript: under tsx every call's process transpiled it again.
RUN npm run build:agent

FROM node:${NODE_VERSION}-bookworm-slim AS run
# espeak-ng: the local text-to-speech voice when no ElevenLabs key is configured.
RUN apt-get update \
  && apt-get install -y --no-install-recommends espeak-ng ca-certificates \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 VOICEDESK_DATA_DIR=/app/data
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/.next ./.next
COPY --from=build /app/dist ./dist
COPY package.json package-lock.json next.config.ts tsconfig.json drizzle.config.ts ./
COPY app ./app
COPY agent ./agent
COPY contracts ./contracts
COPY drizzle ./drizzle
COPY lib ./lib
COPY scripts ./scripts
COPY server ./server
COPY tenant_overlays ./tenant_overlays
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Overridden per service in docker-compose.yml (app: migrate, then the app's HTTP front; agent: the worker).
CMD ["node", "--import", "tsx", "server/http/main.ts", "--hostname", "0.0.0.0", "--port", "3000"]
