import { handlers } from "../../../../server/auth/config";

export const runtime = "nodejs";
export const { GET, POST } = handlers;
