import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM + data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-pgvector", "@electric-sql/pglite-socket", "pino", "pino-pretty", "pg"],
  typedRoutes: false,
  // Says which framework (and so which advisories) to try; the front sets the security headers.
  poweredByHeader: false,
  // Every page links its icon (app/icon.svg); this is for tools that ask for /favicon.ico regardless.
  redirects: async () => [{ source: "/favicon.ico", destination: "/voicedesk-mark.svg", permanent: true }],
};

export default nextConfig;
