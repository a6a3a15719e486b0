import { describe, expect, it } from "vitest";
import { FilterAddress } from "./filter-address";

describe("a list's filters in the address", () => {
  it("keeps a typed word when a channel is picked before the router has shown the word", () => {
    const address = new FilterAddress();
    expect(address.change("", { text: "bezoekuren" })).toBe("text=bezoekuren");
    // The router still shows the empty address when the channel is picked.
    expect(address.change("", { channel: "voice" })).toBe("text=bezoekuren&channel=voice");
  });

  it("builds on what the router shows once it has caught up, so Back and links are followed", () => {
    const address = new FilterAddress();
    address.change("", { text: "parking" });
    address.seen("text=parking");
    // Back to an older address, then a new filter: built on what is shown, not on the old change.
    expect(address.change("channel=sip", { language: "fr" })).toBe("channel=sip&language=fr");
  });

  it("clears a filter set to nothing and starts again at page 1 on any change but the page", () => {
    const address = new FilterAddress();
    expect(address.change("text=x&page=3", { text: "" })).toBe("");
    address.seen("");
    expect(address.change("text=x", { page: 2 })).toBe("text=x&page=2");
    address.seen("text=x&page=2");
    expect(address.change("text=x&page=2", { page: 1 })).toBe("text=x");
  });
});
