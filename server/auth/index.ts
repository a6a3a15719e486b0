/** The auth entry point the app's route handlers and pages import (the rest of server/auth is internal). */
export { auth, handlers, sessionFromRequest, signIn, signOut } from "./config";
