/**
 * `value;q=0.5` entries of an Accept-style header (Accept, Accept-Language), by their q-values:
 * highest first, then in the header's order; an entry with q=0 ("not this") is left out.
 */
export function rankedAccept(header: string | undefined): { value: string; q: number }[] {
  return (header ?? "")
    .split(",")
    .map((part, order) => {
      const [value = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { value: value.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.value !== "" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
}

/**
 * The first of `languages` an Accept-Language header asks for, by its q-values and read by the
 * primary tag ("nl-BE" asks for nl); null when it asks for none of them.
 */
export function preferredLanguage<L extends string>(acceptLanguage: string | undefined, languages: readonly L[]): L | null {
  return (
    rankedAccept(acceptLanguage)
      .map((entry) => entry.value.split("-")[0] ?? "")
      .find((primary): primary is L => (languages as readonly string[]).includes(primary)) ?? null
  );
}
