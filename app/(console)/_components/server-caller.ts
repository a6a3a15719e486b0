import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { createCaller } from "~/server/api/root";
import { createTRPCContext } from "~/server/api/trpc";

/** The API as the signed-in person, for server components; no session → the login page. */
export async function consoleCaller(next: string) {
  const caller = createCaller(await createTRPCContext({ headers: await headers() }));
  try {
    return await caller.consoleTenants.mine();
  } catch (err) {
    if ((err as { code?: string }).code === "UNAUTHORIZED") redirect(`/login?next=${encodeURIComponent(next)}`);
    throw err;
  }
}
