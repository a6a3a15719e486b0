import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { callerPseudonym, tenantCallerKey } from "./caller-pseudonym";

const dataDir = () => mkdtempSync(join(tmpdir(), "caller-id-"));

describe("caller-ID pseudonyms", () => {
  it("are stable per caller and tenant, differ between callers and between tenants, and never contain the input", () => {
    const dir = dataDir();
    const a = tenantCallerKey("zol", { dataDir: dir });
    const b = tenantCallerKey("lindenhof", { dataDir: dir });
    const ref = "sip_5d41402abc4b2a76";
    expect(callerPseudonym(a, ref)).toBe(callerPseudonym(a, ref));
    expect(callerPseudonym(a, ref)).toMatch(/^[0-9a-f]{32}$/);
    expect(callerPseudonym(a, ref)).not.toBe(callerPseudonym(a, "sip_7d793037a0760186"));
    expect(callerPseudonym(a, ref)).not.toBe(callerPseudonym(b, ref));
    expect(callerPseudonym(a, "+32470000001")).not.toContain("32470000001");
  });

  it("generates a tenant's key once into the data dir, readable by the owner only, and reuses it", () => {
    const dir = dataDir();
    const key = tenantCallerKey("gen-once", { dataDir: dir });
    const file = join(dir, "secrets", "caller-id-gen-once.key");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toBe(key.toString("hex"));
    expect(tenantCallerKey("gen-once", { dataDir: dir }).equals(key)).toBe(true);
  });

  it("derives the keys from the platform secret when one is set (several hosts agree), and refuses a short one", () => {
    const secret = "s".repeat(40);
    const one = tenantCallerKey("zol", { secret, dataDir: dataDir() });
    const other = tenantCallerKey("zol", { secret, dataDir: dataDir() });
    expect(one.equals(other)).toBe(true);
    expect(() => tenantCallerKey("zol-short", { secret: "too-short", dataDir: dataDir() })).toThrow(/at least 32 characters/);
  });
});
