"use client";

import { useCallback, useLayoutEffect, useRef, useState } from "react";

/**
 * How close to the bottom (px) still counts as "reading the latest": a rounding pixel or a
 * half-scrolled last line must not stop the log from following.
 */
export const FOLLOW_SLACK_PX = 32;

/** Whether a scroll box shows its end, within the slack. */
export function showsEnd(box: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= FOLLOW_SLACK_PX;
}

/**
 * A log that follows what is added to it, unless the reader scrolled up to reread something; then
 * it says that something new arrived instead of pulling the reader away.
 *
 * Whether to follow is decided by where the reader *was* (remembered on every scroll), not by
 * measuring after the new entry rendered: a long answer — an emergency reply after two others on a
 * phone — makes the box taller than any "near the bottom" margin, and a log that measured afterwards
 * stopped following exactly when it mattered.
 */
export function useFollowLog<T extends HTMLElement>(changeKey: unknown) {
  const ref = useRef<T>(null);
  const following = useRef(true);
  const [unseen, setUnseen] = useState(false);

  const onScroll = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    following.current = showsEnd(box);
    if (following.current) setUnseen(false);
  }, []);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    if (following.current) box.scrollTop = box.scrollHeight;
    // Only a box that can scroll hides anything.
    else if (box.scrollHeight > box.clientHeight) setUnseen(true);
  }, [changeKey]);

  const jumpToEnd = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    following.current = true;
    box.scrollTop = box.scrollHeight;
    setUnseen(false);
  }, []);

  return { ref, onScroll, unseen, jumpToEnd };
}
