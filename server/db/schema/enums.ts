import { pgEnum } from "drizzle-orm/pg-core";
import { ANSWER_PATHS, CONVERSATION_CHANNELS, CONVERSATION_DISPOSITIONS, OVERLAY_KINDS } from "~/contracts/vocabulary";

/**
 * Closed vocabularies the database enforces. Open vocabularies that the cognition core grows
 * (intent classes, terminal classes) stay `text`: adding an intent row to the affinity map is an
 * operational fix and must not need a migration.
 */

export const MEMBER_ROLES = ["owner", "admin", "operator", "qa"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const memberRole = pgEnum("member_role", MEMBER_ROLES);

/** The Value Framework's six content categories (compendium §3). */
export const CHUNK_CATEGORIES = ["practical", "clinical_info", "regulatory", "appointments", "legal_admin", "general"] as const;
export type ChunkCategory = (typeof CHUNK_CATEGORIES)[number];
export const chunkCategory = pgEnum("chunk_category", CHUNK_CATEGORIES);

export const conversationChannel = pgEnum("conversation_channel", CONVERSATION_CHANNELS);

export const conversationDisposition = pgEnum("conversation_disposition", CONVERSATION_DISPOSITIONS);

export const answerPath = pgEnum("answer_path", ANSWER_PATHS);

export const PARTS_OF_DAY = ["morning", "afternoon", "evening"] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];
export const partOfDay = pgEnum("part_of_day", PARTS_OF_DAY);

export const SCHEDULE_FREQUENCIES = ["weekly", "biweekly", "monthly", "on_appointment"] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
export const scheduleFrequency = pgEnum("schedule_frequency", SCHEDULE_FREQUENCIES);

export const overlayKind = pgEnum("overlay_kind", OVERLAY_KINDS);
