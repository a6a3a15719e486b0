import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page's handlers are
 * attached. A control whose action needs the script (Call, Send) is disabled until then: on a slow
 * phone the page is visible seconds before it works, and a tap in that time was lost without a
 * word, while Enter in the text box submitted the bare form and put the caller's question in the
 * page's address (and so in every proxy's access log).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
