"use client";

import { SegmentedControl } from "@mantine/core";
import { useRouter } from "next/navigation";
import { LANG_COOKIE, useLang, useT } from "../_i18n";

/** English / Nederlands; remembered in a cookie for a year. */
export function LangSwitch() {
  const lang = useLang();
  const t = useT();
  const router = useRouter();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t("language")}
      value={lang}
      data={[
        { value: "en", label: "EN" },
        { value: "nl", label: "NL" },
      ]}
      onChange={(value) => {
        document.cookie = `${LANG_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
        router.refresh();
      }}
    />
  );
}
