"use client";

import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchStreamLink, httpLink, httpSubscriptionLink, loggerLink, splitLink } from "@trpc/client";
import { PUBLIC_PROCEDURES } from "~/contracts/public-procedures";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { useState, type ReactNode } from "react";
import superjson from "superjson";
import type { AppRouter } from "~/server/api/root";
import { createQueryClient } from "./query-client";
import { fetchRetryingShed } from "./retry-shed-fetch";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let browserQueryClient: QueryClient | undefined;
function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

function baseUrl(): string {
  if (typeof window !== "undefined") return window.location.origin;
  return `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() => {
    // A request the app shed under load is sent again after its Retry-After (./retry-shed-fetch.ts).
    const fetch = fetchRetryingShed();
    return createTRPCClient<AppRouter>({
      links: [
        loggerLink({
          enabled: (op) => process.env.NODE_ENV === "development" || (op.direction === "down" && op.result instanceof Error),
        }),
        splitLink({
          condition: (op) => op.type === "subscription",
          true: httpSubscriptionLink({ url: `${baseUrl()}/api/trpc`, transformer: superjson }),
          // The server takes public procedures one per request (no batch): send them on their own.
          false: splitLink({
            condition: (op) => PUBLIC_PROCEDURES.includes(op.path),
            true: httpLink({ url: `${baseUrl()}/api/trpc`, transformer: superjson, fetch }),
            false: httpBatchStreamLink({ url: `${baseUrl()}/api/trpc`, transformer: superjson, fetch }),
          }),
        }),
      ],
    });
  });
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
