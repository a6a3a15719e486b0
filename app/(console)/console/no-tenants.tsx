"use client";

import { useT } from "../_i18n";

export function NoTenants() {
  return <>{useT()("noTenants")}</>;
}
