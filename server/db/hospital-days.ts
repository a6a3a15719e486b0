import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { tenants } from "./schema";

/**
 * The rows whose instant falls on the hospital's days `from` … `to` (YYYY-MM-DD, both included), as
 * its clock reads them: a call at 23:30 in Brussels belongs to that Brussels day, not to the next
 * UTC one. The operations dashboard counts its days the same way (operations/dashboard/period.ts),
 * so a day's count there and the call list filtered to that day agree. The database converts, so
 * daylight saving is handled; the zone is read from the tenant row in the same statement.
 */
export function onHospitalDays(column: AnyColumn, tenantId: string, days: { from?: string; to?: string }): SQL[] {
  const zone = sql`(select ${tenants.timezone} from ${tenants} where ${tenants.id} = ${tenantId})`;
  const where: SQL[] = [];
  if (days.from) where.push(sql`${column} >= (${days.from}::date::timestamp at time zone ${zone})`);
  if (days.to) where.push(sql`${column} < ((${days.to}::date + 1)::timestamp at time zone ${zone})`);
  return where;
}
