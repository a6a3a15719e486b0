import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Db } from "~/server/db";

/** today / 7 days / 30 days end now; a custom period runs from the first day's midnight to the end of the last, in the hospital's time zone. */
export const periodSchema = z.discriminatedUnion("preset", [
  z.object({ preset: z.enum(["today", "7d", "30d"]) }),
  z
    .object({
      preset: z.literal("custom"),
      from: z.iso.date(),
      to: z.iso.date(),
    })
    .refine((p) => p.from <= p.to, { message: "must not be after the end date", path: ["from"] })
    .refine((p) => Date.parse(p.to) - Date.parse(p.from) <= 366 * 86_400_000, { message: "at most a year", path: ["to"] }),
]);
export type Period = z.infer<typeof periodSchema>;

export interface Window {
  from: Date;
  to: Date;
  /** IANA zone the days and hours are counted in. */
  tz: string;
  /** The window's days, as the rollups store them: [firstDay, endDay) as YYYY-MM-DD. */
  firstDay: string;
  endDay: string;
  /** Today in the zone. */
  today: string;
}

const DAYS_BACK = { today: 0, "7d": 6, "30d": 29 } as const;

/** The period as instants and days, computed by the database in the tenant's zone (daylight saving included). */
export async function resolveWindow(db: Db, tz: string, period: Period): Promise<Window> {
  const bounds =
    period.preset === "custom"
      ? sql`select (${period.from}::date::timestamp at time zone ${tz}) as f, ((${period.to}::date + 1)::timestamp at time zone ${tz}) as t`
      : sql`select ((date_trunc('day', now() at time zone ${tz}) - make_interval(days => ${DAYS_BACK[period.preset]})) at time zone ${tz}) as f, now() as t`;
  const [row] = await queryRows<{ from: string; to: string; firstDay: string; endDay: string; today: string }>(
    db,
    sql`with b as (${bounds}), d as (select (now() at time zone ${tz})::date as today)
        select b.f as "from", b.t as "to",
          to_char((b.f at time zone ${tz})::date, 'YYYY-MM-DD') as "firstDay",
          to_char(least(d.today + 1, ((b.t - interval '1 microsecond') at time zone ${tz})::date + 1), 'YYYY-MM-DD') as "endDay",
          to_char(d.today, 'YYYY-MM-DD') as today
        from b, d`,
  );
  return {
    from: new Date(row!.from),
    to: new Date(row!.to),
    tz,
    firstDay: row!.firstDay,
    endDay: row!.endDay,
    today: row!.today,
  };
}
