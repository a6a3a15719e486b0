import type { Lang } from "~/lib/lang";
import { LANGUAGE_NAMES, type TalkStrings } from "./lang";
import styles from "./talk.module.css";

/** Plain links: switching language reloads the page in that language, no script needed. */
export function LanguageSwitch({ slug, current, languages, strings }: { slug: string; current: Lang; languages: readonly Lang[]; strings: TalkStrings }) {
  if (languages.length < 2) return null;
  return (
    <nav aria-label={strings.languageSwitch.label} className={styles.languages}>
      <ul>
        {languages.map((lang) => (
          <li key={lang}>
            <a href={`/talk/${encodeURIComponent(slug)}?lang=${lang}`} lang={lang} hrefLang={lang} aria-current={lang === current ? "page" : undefined}>
              {LANGUAGE_NAMES[lang]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
