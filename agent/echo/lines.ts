/** What the echo line says, per language (data in ./lang/<code>.ts). */
export interface EchoLines {
  /** Spoken as soon as the caller is connected. */
  greeting: string;
  /** Prefix before repeating the caller's words, so a listener can tell the echo from a reply. */
  youSaid: string;
}
