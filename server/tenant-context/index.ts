export { readTenantVersion, tenantContext, type TenantVersion } from "./cache";
export { loadTenantContext, type TenantContext } from "./context";
export { announceTenantChange, commitTenantChange, onTenantChange, raiseContextVersion, type TenantChange } from "./changes";
