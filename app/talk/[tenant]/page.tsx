import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { headers } from "next/headers";
import Image from "next/image";
import { notFound } from "next/navigation";
import { cache } from "react";
import { createCaller } from "~/server/api/root";
import { pageLanguage, type PublicTenant } from "~/contracts/public-tenant";
import { createTRPCContext } from "~/server/api/trpc";
import { AutomatedNotice } from "./_components/automated-notice";
import { LanguageSwitch } from "./_components/language-switch";
import { talkStrings } from "./_components/lang";
import { TalkPanel } from "./_components/talk-panel";
import styles from "./_components/talk.module.css";

// The tenant comes from the database on every request: a renamed hospital shows its new name.
export const dynamic = "force-dynamic";

interface TalkPageProps {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** One lookup per request, shared by the metadata and the page. */
const loadTenant = cache(async (slug: string): Promise<PublicTenant | null> => {
  const api = createCaller(await createTRPCContext({ headers: await headers() }));
  try {
    return await api.tenantPublic.info({ tenant: slug });
  } catch (err) {
    // An unknown or malformed slug is a 404 page, not an error page.
    if (err instanceof TRPCError && (err.code === "NOT_FOUND" || err.code === "BAD_REQUEST")) return null;
    throw err;
  }
});

function requestedLang(searchParams: Record<string, string | string[] | undefined>): string | undefined {
  const value = searchParams.lang;
  return Array.isArray(value) ? value[0] : value;
}

export async function generateMetadata({ params, searchParams }: TalkPageProps): Promise<Metadata> {
  const tenant = await loadTenant(decodeURIComponent((await params).tenant));
  if (!tenant) return { title: "Voicedesk" };
  const strings = talkStrings(pageLanguage(tenant, requestedLang(await searchParams)));
  return { title: strings.pageTitle(tenant.name), description: strings.notice.body(tenant.name) };
}

export default async function TalkPage({ params, searchParams }: TalkPageProps) {
  const tenant = await loadTenant(decodeURIComponent((await params).tenant));
  if (!tenant) notFound();
  const lang = pageLanguage(tenant, requestedLang(await searchParams));
  const strings = talkStrings(lang);

  return (
    // The root layout cannot know the page language; screen readers take it from here.
    <main lang={lang} className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{strings.lineName}</p>
        <h1>{tenant.name}</h1>
      </header>
      <AutomatedNotice strings={strings} tenantName={tenant.name} emergencyNumber={tenant.emergencyNumber} />
      <LanguageSwitch slug={tenant.slug} current={lang} languages={tenant.supportedLanguages} strings={strings} />
      <TalkPanel tenant={tenant} lang={lang} />
      <footer className={styles.footer}>
        <Image src="/voicedesk-mark.svg" alt="" width={20} height={20} />
        <span>Voicedesk</span>
      </footer>
    </main>
  );
}
