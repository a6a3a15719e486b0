import type { PerLang } from "../../lang";
import { enPrivacy } from "./en";
import { frPrivacy } from "./fr";
import { itPrivacy } from "./it";
import { nlPrivacy } from "./nl";
import type { PrivacyPack } from "./pack";

export type { PrivacyPack } from "./pack";

export const PRIVACY_PACKS: PerLang<PrivacyPack> = { nl: nlPrivacy, en: enPrivacy, fr: frPrivacy, it: itPrivacy };
