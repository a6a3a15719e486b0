import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM + data files that must be loaded from node_modules at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-pgvector", "@electric-sql/pglite-socket", "pino", "pino-pretty", "pg"],
  typedRoutes: false,
  // Says which framework (and so which advisories) to try; the front sets the security headers.
  poweredByHeader: false,
};

export default nextConfig;
