export { tenantContext } from "./cache";
export { loadTenantContext, type TenantContext } from "./context";
