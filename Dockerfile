# syntax=docker/dockerfile:1
# The cms image: one compiled binary on a distroless glibc base, running as a non-root user,
# data in the /data volume. Build: docker build -t cms .   Run: see docs/operations.md.

# ---- build: the same Bun as package.json "packageManager"/"engines" (bun@1.4.5)
FROM oven/bun:1.4.5 AS build
WORKDIR /app
COPY package.json bun.lock ./
RUN bun install --frozen-lockfile
COPY tsconfig.json ./
COPY migrations ./migrations
COPY src ./src
# migrations are imported as text, so the binary embeds them; nothing else is read at run time
RUN bun run build \
 && ./cms --version \
 && mkdir -p /out/data

# ---- run: glibc, CA certificates and tzdata, no shell, no package manager
FROM gcr.io/distroless/base-debian12:nonroot
COPY --from=build /app/cms /cms
# an empty /data owned by the runtime user, so a fresh named volume is writable
COPY --from=build --chown=65532:65532 /out/data /data
USER 65532:65532
ENV CMS_DATA_DIR=/data \
    CMS_HOST=0.0.0.0 \
    CMS_PORT=8080 \
    CMS_SHUTDOWN_TIMEOUT=8s
# note: CMS_SHUTDOWN_TIMEOUT stays below `docker stop`'s default 10 s grace, so in-flight
# requests are cut and the databases checkpointed by cms itself before any SIGKILL
VOLUME /data
EXPOSE 8080
STOPSIGNAL SIGTERM
# distroless has no curl: the binary checks itself (GET http://127.0.0.1:$CMS_PORT/health)
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["/cms", "health"]
ENTRYPOINT ["/cms"]
CMD ["serve"]
