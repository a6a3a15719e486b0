export { readTenantVersion, tenantContext, type TenantVersion } from "./cache";
export { loadTenantContext, type TenantContext } from "./context";
