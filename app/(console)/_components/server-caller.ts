import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { PAGE_ADDRESS_REQUEST_HEADER } from "~/contracts/page-address";
import { createCaller } from "~/server/api/root";
import { createTRPCContext } from "~/server/api/trpc";
import { signInAddress } from "./return-path";

/**
 * The API as the signed-in person, for server components. No session → the sign-in, which comes
 * back to the page asked for: its address as the HTTP front saw it (a layout is not told its
 * page's), else `fallback`.
 */
export async function consoleCaller(fallback: string) {
  const requestHeaders = await headers();
  const caller = createCaller(await createTRPCContext({ headers: requestHeaders }));
  try {
    return await caller.consoleTenants.mine();
  } catch (err) {
    if ((err as { code?: string }).code === "UNAUTHORIZED") redirect(signInAddress(requestHeaders.get(PAGE_ADDRESS_REQUEST_HEADER) ?? fallback));
    throw err;
  }
}
