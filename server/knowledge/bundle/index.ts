export { loadTenantBundle, parsePage, type TenantBundle, type BundlePage, type BundleError, type LoadResult } from "./load-bundle";
export { taxonomyFromTenantFile } from "./to-taxonomy";
export type { TenantFile, OverlayFile, FrontMatter } from "./schema";
export { htmlToText } from "./html-to-text";
export { spokenGaps, type SpokenGap } from "./spoken-completeness";
