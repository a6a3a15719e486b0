/** The auth entry point the app's route handlers and pages import (the rest of server/auth is internal). */
export { auth, handlers, identityProviderName, sessionFromRequest, signIn, signOut } from "./config";
export { AuthError } from "next-auth";
export type { AppSession, Role } from "./session";
export { ROLES, hasTenantRole } from "./session";
