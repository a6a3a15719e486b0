/**
 * The one error path: a service's refusal is a member of the UserFacingError family and reaches the
 * client through the API's one mapping (./trpc.ts `apiErrorOf`, the middleware and the error
 * formatter), never through a router's own try/catch. Over the API's HTTP handler with a signed-in
 * session, the account page's refusals arrive as the page reads them: a 400 whose zod field errors
 * name the form field ("current", "next", "code") with the service's own sentence.
 */
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserFacingError } from "~/lib/user-facing-error";
import type { AppSession } from "~/server/auth/session";
import { AccountError } from "~/server/auth/account";
import { SecondFactorError } from "~/server/auth/second-factor";
import { createStaffUser } from "~/server/auth/users";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { ChatTokenRefused } from "./chat/conversation-token";
import { API_ENDPOINT, handleApiRequest } from "./http-handler";
import type { AppRouter } from "./root";
import { apiErrorOf } from "./trpc";

let h: DatabaseHandle;
let session: AppSession;
let password: string;
beforeAll(async () => {
  h = await createTestDatabase();
  const user = await createStaffUser(h.db, { email: "errors@example.org", password: "the-right-password-1" });
  password = user.password;
  session = { user: { id: user.id, email: user.email, name: null, isPlatformAdmin: false }, memberships: {} };
});
afterAll(async () => h?.close());

/** The account page's client, its requests answered by the API's HTTP handler as this signed-in person. */
const accountPage = () =>
  createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `http://app.test${API_ENDPOINT}`,
        transformer: superjson,
        fetch: (url, init) => handleApiRequest(new Request(url, init as RequestInit), () => ({ db: h.db, session, headers: new Headers() })),
      }),
    ],
  });

/** What the page reads from a refusal: the status, the message, and the message under each field. */
async function refusal(work: Promise<unknown>) {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, "the request was not refused").toBeInstanceOf(TRPCClientError);
  const e = err as TRPCClientError<AppRouter>;
  return { status: e.data?.httpStatus, message: e.message, fields: e.data?.zodError?.fieldErrors ?? {} };
}

describe("the account's refusals are user-facing errors, mapped by the API's one mapping", () => {
  it("a password refusal and a second-factor refusal are RefusedErrors (400) naming their field", () => {
    const wrong = new AccountError("The current password is not right.", "current");
    expect(wrong).toBeInstanceOf(UserFacingError);
    expect(apiErrorOf(wrong)).toMatchObject({ code: "BAD_REQUEST", message: "The current password is not right." });
    expect(apiErrorOf(new SecondFactorError("wrong_code"))).toMatchObject({
      code: "BAD_REQUEST",
      message: "That code is not right; type the current code from the app.",
    });
  });

  it("a refused chat conversation token is FORBIDDEN (403) with its sentence for the caller", () => {
    expect(apiErrorOf(new ChatTokenRefused("expired"))).toMatchObject({
      code: "FORBIDDEN",
      message: "This conversation has ended; ask your question again to start a new one.",
    });
    expect(apiErrorOf(new ChatTokenRefused("bad_signature"))).toMatchObject({ code: "FORBIDDEN", message: "This conversation cannot be continued here." });
  });

  it("a wrong current password reaches the page under the current-password field", async () => {
    const answer = await refusal(accountPage().account.changePassword.mutate({ current: "not-the-password", next: "a-brand-new-password" }));
    expect(answer.status).toBe(400);
    expect(answer.fields).toEqual({ current: ["The current password is not right."] });
  });

  it("a new password like the old reaches the page under the new-password field", async () => {
    const answer = await refusal(accountPage().account.changePassword.mutate({ current: password, next: password }));
    expect(answer.status).toBe(400);
    expect(answer.fields).toEqual({ next: ["Choose a password other than the current one."] });
  });

  it("a code before any authenticator was set up reaches the page under the code field", async () => {
    const answer = await refusal(accountPage().account.confirmSecondFactor.mutate({ code: "123456" }));
    expect(answer.status).toBe(400);
    expect(answer.fields).toEqual({ code: ["Start setting up the authenticator first."] });
    // The message the page shows when no field claims it names the field too, as every input error does.
    expect(answer.message).toBe("code: Start setting up the authenticator first.");
  });
});
