/**
 * The not-found streak: answers in a row that found nothing in the hospital's information. A
 * caller who misses twice is put through to a person instead of being asked to rephrase again.
 * The rule holds across turns (the streak is stored with the conversation) and inside one
 * model turn (each search that finds nothing counts), so it lives here and nowhere else.
 */

/** Misses in a row before the caller is put through to a person. */
export const NOT_FOUND_TRANSFER_AFTER = 2;

/** The streak after one more answer or search: a find ends it, a miss lengthens it. */
export function nextNotFoundStreak(streak: number, found: boolean): number {
  return found ? 0 : streak + 1;
}

/** Whether the streak is long enough to put the caller through. */
export function notFoundTransferDue(streak: number): boolean {
  return streak >= NOT_FOUND_TRANSFER_AFTER;
}
