/** `npm run db:migrate`: apply the checked-in migrations to whichever database the env selects. */
import { openDatabase } from "~/server/db";

const handle = await openDatabase();
await handle.close();
process.stderr.write(`[db] migrated (${handle.driver})\n`);
