# The production image: API, web app and sockets on one origin (port 3000).
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PUPPETEER_SKIP_DOWNLOAD=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY libs/domain/package.json libs/domain/
COPY libs/ui/package.json libs/ui/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
# Chromium renders PDF exports; Noto Naskh keeps Arabic text extractable (STACK.md).
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-noto-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=3000 MIZAN_CHROMIUM=/usr/bin/chromium
COPY --from=build /app /app
USER node
EXPOSE 3000
# The API's process settings are in its launcher, as for npm start, ./mizan start, the benches and tests.
CMD ["apps/api/bin/mizan-api"]
