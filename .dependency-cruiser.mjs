/**
 * Runtime import cycles in the product's code (server/, agent/, app/, and contracts/ and lib/
 * they load): none allowed. `npm run lint:cycles`, and the lint stage of `npm test`.
 *
 * A cycle among modules that load each other at run time works only by the order Node happens to
 * evaluate them in (the orchestrator once depended on a hoisted function being captured before its
 * module finished loading). Type-only imports are erased before run time, so they do not count.
 * The layer rules between folders live in eslint.config.mjs; this is the check inside folders.
 */
const config = {
  forbidden: [
    {
      name: "no-runtime-cycle",
      severity: "error",
      comment: "Modules that import each other at run time: break the cycle by moving what both need into a module each imports.",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["\\.test\\.tsx?$", "node_modules"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};

export default config;
